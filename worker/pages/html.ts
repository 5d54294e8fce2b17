/** Text or an attribute value in the pages' HTML: `& < > "` escaped (names, URLs, texts from D1). */
export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
