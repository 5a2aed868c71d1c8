// The one loader of the animation features: LazyMotion calls it when a MotionProvider
// mounts; buttons that open an animated island call it on hover or focus, so the features
// are there by the time the island opens. This file imports nothing from framer-motion
// itself, so a page's first load can hold it.
export const loadMotionFeatures = () => import("./motion-features").then((module) => module.domAnimation);
