import { createContext, useContext } from "react";

// The per-request CSP nonce (set by the server's security headers) for Remix's inline scripts.
const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
