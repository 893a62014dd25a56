/// GraftTerminal hosts a `UIWindow` in a terminal. Its full implementation arrives with the
/// terminal issue; until then it only anchors the module.
public enum GraftTerminal {}
