// Hex geometry, the lowest layer: plain integer cube/axial coordinates, facing, diagram rotation,
// attack paths and line of sight. It imports no game module (scripts/layers.ts). See docs/hex-geometry.md.
export * from './coords';
export * from './facing';
export * from './paths';
export * from './sight';
export * from './grid';
