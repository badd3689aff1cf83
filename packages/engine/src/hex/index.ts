// Hex geometry: plain integer cube/axial coordinates, facing, diagram rotation, attack paths and
// line of sight. No game imports. See docs/hex-geometry.md.
export * from './coords';
export * from './facing';
export * from './paths';
export * from './sight';
export * from './grid';
