import Foundation

/// A view that arranges its children in a line that grows vertically, creating items only as
/// needed in SwiftUI; backed by a plain container view.
///
/// ```swift
/// ScrollView {
///   LazyVStack(alignment: .leading) {
///     ForEach(1...100, id: \.self) { value in
///       Text("Row \(value)")
///     }
///   }
/// }
/// ```
///
/// Unlike a `VStack`, a lazy stack fills the width it is offered, as in SwiftUI, so its
/// alignment places rows within that whole width, and each row takes its ideal height.
///
/// The rows of a `ForEach` in it are built as they come on screen, with a margin of half a
/// screen each way, and leave as they go: `onAppear` and `onDisappear` run then. A row that
/// holds `@State` keeps it while away. Views outside a `ForEach` are built at once.
public struct LazyVStack<Content: View>: View {
  package let alignment: HorizontalAlignment
  package let spacing: CGFloat?
  package let pinnedViews: PinnedScrollableViews
  package let content: Content

  /// Creates a lazy vertical stack view with the given spacing, vertical alignment, pinning
  /// behavior, and content.
  ///
  /// - Parameters:
  ///   - alignment: The guide for aligning the subviews in this stack.
  ///   - spacing: The distance between adjacent subviews, or `nil` for the default, which in a
  ///     terminal is no blank line.
  ///   - pinnedViews: The kinds of child views that will be pinned. Graft does not pin.
  ///   - content: A view builder that creates the content of this stack.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }
}

extension LazyVStack: PrimitiveView {
  package func update(_ node: ViewNode) {
    let layout = node.layout { LazyStackLayout() }
    layout.stack = StackLayout(
      axis: .vertical, crossAlignment: alignment.fraction, spacing: spacing)
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

/// A set of view types that may be pinned to the bounds of a scroll view.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  /// The raw value of the set.
  public let rawValue: UInt32

  /// Creates a set from its raw value.
  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// The header view of each section will be pinned.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
  /// The footer view of each section will be pinned.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
