// `import Graft` gives an app everything: the declarative runtime, the UIKit-compatible layer
// beneath it, and the terminal host that runs it.
@_exported public import GraftUI
@_exported public import GraftTerminal
