import Foundation

extension HostingView {
  /// Gives the tree the size classes of the window it is in, before each layout, so that a
  /// resize across a threshold re-renders the views that read them.
  ///
  /// NB: The window, not this view: a hosting view embedded in a small part of a UIKit screen
  /// is in the window's size class, as a child view controller is on iOS.
  func updateSizeClasses() {
    let size = window?.bounds.size ?? bounds.size
    let (horizontal, vertical) = UserInterfaceSizeClass.classes(for: size)
    guard baseEnvironment.horizontalSizeClass != horizontal || baseEnvironment.verticalSizeClass != vertical
    else { return }
    baseEnvironment.horizontalSizeClass = horizontal
    baseEnvironment.verticalSizeClass = vertical
    if pendingRoot == nil, let root = graph.root?.view { pendingRoot = root }
  }
}
