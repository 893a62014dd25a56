import Foundation
/// A structure that computes views on demand from an underlying collection of identified data.
///
/// Each element's identity is its id: a row whose id survives an update keeps its state, even
/// when rows move; new ids get new rows; vanished ids end theirs.
///
/// ```swift
/// ForEach(tasks) { task in
///   TaskRow(task: task)
/// }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  /// The collection of underlying identified data.
  public var data: Data
  /// A function to create content on demand using the underlying data.
  public var content: (Data.Element) -> Content
  package let id: KeyPath<Data.Element, ID>

  /// Creates an instance that identifies its views by the key path to each element's id.
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.id = id
    self.content = content
  }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
  /// Creates an instance over a collection of `Identifiable` data.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Creates an instance over a constant range.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

extension ForEach: PrimitiveView {
  package func update(_ node: ViewNode) {
    let items: [(id: AnyHashable, view: any View)] = node.tracking {
      data.map { element in (AnyHashable(element[keyPath: id]), content(element) as any View) }
    }
    node.updateKeyedChildren(items, environment: node.environment)
  }
}
