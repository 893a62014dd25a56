public import Foundation

/// The number of registrations made so far, which names each one uniquely.
@MainActor private var registrationsMade = 0

@MainActor
private func nextRegistrationIdentifier(_ kind: String) -> String {
  registrationsMade += 1
  return "\(kind)Registration-\(registrationsMade)"
}

extension UICollectionView {
  /// How to make and configure the cells of one kind for items of one type, without reuse
  /// identifiers: the collection view registers the cell class the first time it dequeues one.
  ///
  /// ```swift
  /// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Contact> { cell, indexPath, contact in
  ///   var content = cell.defaultContentConfiguration()
  ///   content.text = contact.name
  ///   cell.contentConfiguration = content
  /// }
  /// ```
  @MainActor @preconcurrency
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    /// Configures `cell` for `item` at `indexPath`.
    public typealias Handler = @MainActor (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

    let identifier: String
    let handler: Handler

    /// A registration that makes `Cell`s and configures them with `handler`.
    public init(handler: @escaping Handler) {
      identifier = nextRegistrationIdentifier("Cell")
      self.handler = handler
    }
  }

  /// How to make and configure supplementary views of one kind, without reuse identifiers.
  ///
  /// ```swift
  /// let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
  ///   elementKind: UICollectionView.elementKindSectionHeader
  /// ) { view, kind, indexPath in
  ///   var content = view.defaultContentConfiguration()
  ///   content.text = sections[indexPath.section].title
  ///   view.contentConfiguration = content
  /// }
  /// ```
  @MainActor @preconcurrency
  public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
    /// Configures `supplementaryView` of `elementKind` at `indexPath`.
    public typealias Handler = @MainActor (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

    /// The kind of view the registration makes.
    public let elementKind: String
    let identifier: String
    let handler: Handler

    /// A registration that makes `Supplementary` views of `elementKind`, configured by `handler`.
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      identifier = nextRegistrationIdentifier("Supplementary")
      self.handler = handler
    }
  }

  /// A cell for `indexPath` from `registration`, configured for `item` by its handler.
  public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    if registeredRegistrations.insert(registration.identifier).inserted {
      registerCell(Cell.self, identifier: registration.identifier)
    }
    guard let cell = dequeueCell(identifier: registration.identifier, indexPath: indexPath) as? Cell else {
      preconditionFailure("the cell being configured for \(indexPath) is not a \(Cell.self)")
    }
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }

  /// A supplementary view for `indexPath` from `registration`, configured by its handler.
  public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    if registeredRegistrations.insert(registration.identifier).inserted {
      registerSupplementary(Supplementary.self, kind: registration.elementKind, identifier: registration.identifier)
    }
    let view = dequeueSupplementary(kind: registration.elementKind, identifier: registration.identifier, indexPath: indexPath)
    let typed = view as! Supplementary
    registration.handler(typed, registration.elementKind, indexPath)
    return typed
  }
}
