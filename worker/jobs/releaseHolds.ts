/** Placeholder: cancels PENDING reservations without a receipt after HOLD_HOURS. */
export async function releaseExpiredHolds(_env: Cloudflare.Env, _now: Date): Promise<number> {
  return 0;
}
