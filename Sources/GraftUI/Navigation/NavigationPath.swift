import Foundation

/// A type-erased list of data representing the content of a navigation stack.
///
/// ```swift
/// @State private var path = NavigationPath()
///
/// NavigationStack(path: $path) {
///   List { NavigationLink("Mint", value: Color.mint) }
///     .navigationDestination(for: Color.self) { ColorDetail(color: $0) }
/// }
/// ```
///
/// Graft's path is not `Codable`.
public struct NavigationPath: Equatable {
  package var elements: [AnyHashable]

  /// Creates an empty path.
  public init() {
    elements = []
  }

  /// Creates a path from a sequence of hashable values.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  /// The number of values on the path.
  public var count: Int { elements.count }

  /// Whether the path is empty.
  public var isEmpty: Bool { elements.isEmpty }

  /// Appends a value to the end of the path.
  public mutating func append<V: Hashable>(_ value: V) {
    elements.append(AnyHashable(value))
  }

  /// Removes values from the end of the path.
  public mutating func removeLast(_ k: Int = 1) {
    elements.removeLast(k)
  }
}

/// How a stack reads and writes the path it was given, whatever its type.
@MainActor
struct PathAccess {
  let get: () -> [AnyHashable]
  let set: ([AnyHashable]) -> Void
}
