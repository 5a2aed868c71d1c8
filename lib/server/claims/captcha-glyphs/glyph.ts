// A small stroke font for the captcha: each character is a list of polylines on a grid
// 10 wide and 14 high (y grows downwards). The server strokes them, jittered, onto a
// raster image; the points themselves never leave the server.
export type Point = readonly [number, number];
export type Glyph = readonly (readonly Point[])[];
