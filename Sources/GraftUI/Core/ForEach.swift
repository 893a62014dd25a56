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
  /// Reads an element's id: through the key path given, or directly for `Identifiable` data.
  private let identify: (Data.Element) -> ID

  /// Creates an instance that identifies its views by the key path to each element's id.
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, identify: { $0[keyPath: id] }, content: content)
  }

  package init(_ data: Data, identify: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.identify = identify
    self.content = content
  }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
  /// Creates an instance over a collection of `Identifiable` data.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    // NB: Read directly, `id` costs a witness call; a key path costs a projection per row.
    self.init(data, identify: { $0.id }, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Creates an instance over a constant range.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, identify: { $0 }, content: content)
  }
}

extension ForEach {
  /// The same rows, each made by `transform` from its offset in the data and its view, with the
  /// same ids: how a list adds edit controls to the rows of a `ForEach` that can delete or move.
  package func mapRows<Row: View>(
    _ transform: @escaping (Int, Content) -> Row
  ) -> ForEach<[(offset: Int, element: Data.Element)], ID, Row> {
    let identify = self.identify, content = self.content
    return ForEach<[(offset: Int, element: Data.Element)], ID, Row>(
      Array(data.enumerated()), identify: { identify($0.element) },
      content: { transform($0.offset, content($0.element)) })
  }
}

extension ForEach: PrimitiveView {
  package func update(_ node: ViewNode) {
    guard !node.isInLazyStack else { return updateLazily(node) }
    let (ids, rows) = node.tracking { identifiedRows() }
    node.updateKeyedChildren(ids: ids, views: rows, environment: node.environment)
  }

  /// Keeps the data for the lazy stack above, which asks for the rows it shows
  /// (Containers/LazyRows.swift).
  private func updateLazily(_ node: ViewNode) {
    if let rows = node.primitiveState as? LazyRows<Data, ID, Content> {
      rows.update(data: data, identify: identify, content: content, environment: node.environment, node: node)
      return
    }
    let rows = LazyRows(data: data, identify: identify, content: content, environment: node.environment)
    node.primitiveState = rows
    node.teardownActions.append { [weak rows] in rows?.tearDown() }
  }
}

extension ForEach {
  /// Each element's id and view, in order, made in one pass over the data.
  ///
  /// NB: This code runs unspecialized (a node knows its view only as `any View`). There,
  /// appending row by row looks generic metadata up and checks uniqueness and capacity for every
  /// row, and a `for` loop and typed pointers look metadata up for every row too; indices and raw
  /// pointers into buffers of the right size do none of that.
  private func identifiedRows() -> (ids: [ID], views: [Content]) {
    // NB: Fields read into locals: reading them from `self` in the loop looks `ForEach`'s own
    // metadata up for every row.
    let data = self.data, identify = self.identify, content = self.content
    let count = data.count
    var views: [Content] = []
    let ids = [ID](unsafeUninitializedCapacity: count) { idBuffer, idCount in
      views = [Content](unsafeUninitializedCapacity: count) { viewBuffer, viewCount in
        guard count > 0 else { return }
        let idBase = UnsafeMutableRawPointer(idBuffer.baseAddress!)
        let viewBase = UnsafeMutableRawPointer(viewBuffer.baseAddress!)
        let idStride = MemoryLayout<ID>.stride, viewStride = MemoryLayout<Content>.stride
        var index = data.startIndex
        let end = data.endIndex
        while index != end, viewCount < count {
          let element = data[index]
          (idBase + viewCount * idStride).initializeMemory(as: ID.self, to: identify(element))
          (viewBase + viewCount * viewStride).initializeMemory(as: Content.self, to: content(element))
          viewCount += 1
          data.formIndex(after: &index)
        }
        idCount = viewCount
      }
    }
    return (ids, views)
  }
}
