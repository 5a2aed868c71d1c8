// The animation features of framer-motion (animate, exit, variants, gestures: domAnimation),
// in a chunk of their own: LazyMotion loads them once a motion provider mounts, so no page
// ships them in its first load.
export { domAnimation } from "framer-motion";
