// NB: Swift Testing declares a cross-import overlay for CoreGraphics: a file that imports both
// Testing and a module named CoreGraphics makes the compiler load `_Testing_CoreGraphics`, and
// fails when there is none. Graft's is empty, so that tests written for iOS, which import
// both, compile as written. CoreGraphics depends on it, so it is always built beside it.
