/** Sample files imported as text by Worker tests (Vite's `?raw`, e.g. worker/test/bankStatements/). */
declare module '*?raw' {
  const text: string;
  export default text;
}
