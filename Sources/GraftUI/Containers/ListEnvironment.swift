import Foundation

/// How the container a view sits in draws sections and rows: set by `Form` and `List`, read by
/// `Section` and the row modifiers.
package enum ListContext: Hashable, Sendable {
  /// Not in a list or form: a section is its header, content and footer, one above another.
  case none
  /// A plain list: section headers dim, as they are, with no space between sections.
  case plain
  /// A grouped list or form: section headers dim and uppercase, a blank line after each section.
  case grouped
  /// A sidebar list: section headers dim, a blank line after each section.
  case sidebar
}

private struct ListContextKey: EnvironmentKey {
  static var defaultValue: ListContext { .none }
}

private struct ListStyleKindKey: EnvironmentKey {
  // NB: iOS lists default to the inset grouped style.
  static var defaultValue: ListContext { .grouped }
}

extension EnvironmentValues {
  /// The kind of list the view is drawn in, if any.
  package var listContext: ListContext {
    get { self[ListContextKey.self] }
    set { self[ListContextKey.self] = newValue }
  }

  /// The kind of list that `listStyle(_:)` asked lists inside to draw as.
  package var listStyleKind: ListContext {
    get { self[ListStyleKindKey.self] }
    set { self[ListStyleKindKey.self] = newValue }
  }
}

extension VerticalEdge {
  /// An efficient set of vertical edges.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The set's bits.
    public let rawValue: Int8
    /// Creates a set of edges from its bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// A set containing only `edge`.
    public init(_ edge: VerticalEdge) { self.init(rawValue: 1 << edge.rawValue) }
    /// The top edge.
    public static let top = Set(.top)
    /// The bottom edge.
    public static let bottom = Set(.bottom)
    /// Both edges.
    public static let all: Set = [.top, .bottom]
  }
}
