// Prism's JSX grammar, made the same in every build. Prism fills in the grammar of a JSX
// attribute's expression (`style={{ flex: 1 }}`) from the whole JSX grammar the first time it
// colours one, and its TSX grammar is a copy of the JSX grammar as it is when TSX loads: so TSX
// came out coloured one way or the other depending on whether a JSX fence had been highlighted
// first, in this thread, and the same site built to different bytes (React Native's website:
// pages split between the two markdown threads). Filled in here, before TSX is loaded (highlight.ts).
import Prism from 'prismjs';
import 'prismjs/components/prism-jsx.js';

Prism.highlight('<a b={{ c: 1 }} />', Prism.languages.jsx, 'jsx');
