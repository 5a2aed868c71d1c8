// Module resolution hook: `import "server-only"` resolves to an empty module, as it does in
// Next's server bundles. Scripts run the server's modules directly under Node, without the
// react-server export condition (under it, React Email's renderer cannot load react-dom/server).
export async function resolve(specifier, context, nextResolve) {
  if (specifier === "server-only") return { url: "data:text/javascript,", shortCircuit: true };
  return nextResolve(specifier, context);
}
