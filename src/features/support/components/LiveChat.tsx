import '@mantine/core/styles/Avatar.css';
import { ActionIcon, Avatar, Box, Group, Paper, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconRobot, IconSend, IconUser } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getDirection } from '../../../lib/i18n';
import { ChatHandover } from './ChatHandover';

/** Spec section 9: the bot answers after 1 second. */
export const CHAT_REPLY_DELAY_MS = 1000;

type ChatMessage =
  | { id: number; from: 'bot'; textKey: 'support.chat.welcome' | 'support.chat.autoReply' }
  | { id: number; from: 'user'; text: string };

/**
 * Live chat: the bot's welcome, the visitor's messages and a canned reply after 1 s; once the
 * visitor has written, the chat can be handed over to the team's Messages with their e-mail.
 */
export function LiveChat() {
  const { t, i18n } = useTranslation();
  const rtl = getDirection(i18n.language) === 'rtl';
  const [messages, setMessages] = useState<ChatMessage[]>([{ id: 0, from: 'bot', textKey: 'support.chat.welcome' }]);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState(0);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const nextId = useRef(1);
  const viewport = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const list = timers.current;
    return () => list.forEach(clearTimeout);
  }, []);

  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [messages, pending]);

  const userLines = messages.flatMap((message) => (message.from === 'user' ? [message.text] : []));

  const send = () => {
    const text = draft.trim();
    if (!text) return;
    setMessages((current) => [...current, { id: nextId.current++, from: 'user', text }]);
    setDraft('');
    setPending((count) => count + 1);
    const timer = setTimeout(() => {
      setMessages((current) => [...current, { id: nextId.current++, from: 'bot', textKey: 'support.chat.autoReply' }]);
      setPending((count) => count - 1);
    }, CHAT_REPLY_DELAY_MS);
    timers.current.push(timer);
  };

  return (
    <Paper withBorder radius="md">
      <ScrollArea h={360} viewportRef={viewport} type="auto">
        <Stack gap="sm" p="md" role="log" aria-live="polite" aria-label={t('support.chat.logLabel')}>
          {messages.map((message) => {
            const fromUser = message.from === 'user';
            return (
              <Group key={message.id} gap="xs" align="flex-end" wrap="nowrap" justify={fromUser ? 'flex-end' : 'flex-start'}>
                {!fromUser && (
                  <Avatar color="lake" radius="xl" size="sm" aria-hidden>
                    <IconRobot size={16} />
                  </Avatar>
                )}
                <Box
                  maw="80%"
                  px="sm"
                  py={6}
                  bg={fromUser ? 'lake.7' : 'gray.1'}
                  c={fromUser ? 'white' : 'dark.7'}
                  style={{ borderRadius: 'var(--mantine-radius-md)' }}
                >
                  <Text size="xs" fw={600} c={fromUser ? 'white' : 'dark.4'}>
                    {fromUser ? t('support.chat.you') : t('support.chat.bot')}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {fromUser ? message.text : t(message.textKey)}
                  </Text>
                </Box>
                {fromUser && (
                  <Avatar color="gray" radius="xl" size="sm" aria-hidden>
                    <IconUser size={16} />
                  </Avatar>
                )}
              </Group>
            );
          })}
          {pending > 0 && (
            <Text size="sm" c="dimmed" fs="italic">
              {t('support.chat.typing')}
            </Text>
          )}
        </Stack>
      </ScrollArea>
      <Box
        component="form"
        p="md"
        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            flex={1}
            label={t('support.chat.inputLabel')}
            placeholder={t('support.chat.placeholder')}
            value={draft}
            maxLength={1000}
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
          <ActionIcon type="submit" size={36} aria-label={t('support.chat.send')} disabled={!draft.trim()}>
            <IconSend size={18} aria-hidden style={rtl ? { transform: 'scaleX(-1)' } : undefined} />
          </ActionIcon>
        </Group>
      </Box>
      {userLines.length > 0 && (
        <Box p="md" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <ChatHandover lines={userLines} />
        </Box>
      )}
    </Paper>
  );
}
