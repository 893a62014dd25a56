import Foundation

/// A list style that says how its lists draw sections.
package protocol ListStyleKindProviding {
  /// How lists in this style draw their sections.
  var kind: ListContext { get }
}

/// The list style that describes the behavior and appearance of a grouped list: section
/// headers dim and uppercase, a blank line after each section.
public struct GroupedListStyle: ListStyle, ListStyleKindProviding {
  /// Creates a grouped list style.
  public init() {}
  package var kind: ListContext { .grouped }
}

/// The list style that describes the behavior and appearance of an inset grouped list: in a
/// terminal, drawn as the grouped style, without insets.
public struct InsetGroupedListStyle: ListStyle, ListStyleKindProviding {
  /// Creates an inset grouped list style.
  public init() {}
  package var kind: ListContext { .grouped }
}

/// The list style that describes the behavior and appearance of an inset list: in a terminal,
/// drawn as the plain style, without insets.
public struct InsetListStyle: ListStyle, ListStyleKindProviding {
  /// Creates an inset list style.
  public init() {}
  package var kind: ListContext { .plain }
}

/// The list style that describes the behavior and appearance of a sidebar list: section
/// headers dim in their own case, a blank line after each section.
public struct SidebarListStyle: ListStyle, ListStyleKindProviding {
  /// Creates a sidebar list style.
  public init() {}
  package var kind: ListContext { .sidebar }
}

extension PlainListStyle: ListStyleKindProviding {
  package var kind: ListContext { .plain }
}

extension DefaultListStyle: ListStyleKindProviding {
  // NB: iOS's default list style is the inset grouped one.
  package var kind: ListContext { .grouped }
}

extension ListStyle where Self == GroupedListStyle {
  /// The list style that describes the behavior and appearance of a grouped list.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
  /// The list style that describes the behavior and appearance of an inset grouped list.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
  /// The list style that describes the behavior and appearance of an inset list.
  public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
  /// The list style that describes the behavior and appearance of a sidebar list.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}
