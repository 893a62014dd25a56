@_exported public import GraftUI
