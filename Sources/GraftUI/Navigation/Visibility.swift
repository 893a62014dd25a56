/// The visibility of a UI element, chosen automatically or set explicitly.
public enum Visibility: Hashable, CaseIterable, Sendable {
  /// The element may be visible or hidden, as the system decides.
  case automatic
  /// The element is visible.
  case visible
  /// The element is hidden.
  case hidden
}
