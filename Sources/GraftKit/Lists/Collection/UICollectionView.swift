public import Foundation

/// A scroll view that shows items, in sections, where its layout puts them, and makes views
/// only for the items on screen.
///
/// A data source says how many items there are and makes their cells from registered classes;
/// a layout (``UICollectionViewFlowLayout``, ``UICollectionViewCompositionalLayout`` or your
/// own ``UICollectionViewLayout``) says where each goes. As the view scrolls, the cells that
/// leave the visible rectangle (plus a margin of two cells each way) go into a reuse queue and
/// come back for the items that enter it, as in UIKit.
///
/// The user selects an item with a click, or with Return or Space when the collection view is
/// focused; the arrow keys move the keyboard focus between items, Left and Right in the order of
/// the items, Up and Down to the nearest item on the line above or below.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 10, height: 1)
/// let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
/// collectionView.register(TagCell.self, forCellWithReuseIdentifier: "Tag")
/// collectionView.dataSource = self
/// collectionView.delegate = self
/// ```
@MainActor @preconcurrency
open class UICollectionView: UIScrollView {
  /// The direction a layout's content scrolls in.
  public enum ScrollDirection: Int, Sendable {
    case vertical, horizontal
  }

  /// What a layout attributes object describes.
  public enum ElementCategory: UInt, Sendable {
    case cell, supplementaryView, decorationView
  }

  /// Where an item ends up when the collection view scrolls to it; an empty set scrolls the
  /// least distance that shows it.
  public struct ScrollPosition: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The item's top at the top of the visible area.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The item centred vertically.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The item's bottom at the bottom of the visible area.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The item's left edge at the left of the visible area.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The item centred horizontally.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The item's right edge at the right of the visible area.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// The kind of a flow or compositional layout's section header.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a flow or compositional layout's section footer.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
  /// The kind cells are registered and queued under.
  static let cellKind = "UICollectionElementKindCell"

  // MARK: - Storage

  private var storedLayout: UICollectionViewLayout
  /// The item counts of each section, as the data source last gave them; `nil` until asked.
  var sectionCounts: [Int]?
  /// Whether the layout must be prepared again before it is asked for attributes.
  var needsPrepare = true
  var cellClasses: [String: UICollectionViewCell.Type] = [:]
  var supplementaryClasses: [ReuseKey: UICollectionReusableView.Type] = [:]
  var reuseQueues: [ReuseKey: [UICollectionReusableView]] = [:]
  var shownCells: [IndexPath: UICollectionViewCell] = [:]
  var shownSupplementaries: [SupplementaryKey: UICollectionReusableView] = [:]
  /// The attributes of the cell being made, which the dequeue applies.
  var pendingAttributes: UICollectionViewLayoutAttributes?
  /// The cell being configured again, which its dequeue returns.
  var reconfiguring: (indexPath: IndexPath, cell: UICollectionViewCell)?
  var selectedPaths: [IndexPath] = []
  var focusedPath: IndexPath?
  var touchedPath: IndexPath?
  var pendingUpdates: BatchUpdates?
  var batchDepth = 0
  /// The registrations this collection view has registered, by their identifier.
  var registeredRegistrations: Set<String> = []
  private weak var storedDataSource: (any UICollectionViewDataSource)?
  weak var collectionDelegate: (any UICollectionViewDelegate)?
  weak var flowDelegate: (any UICollectionViewDelegateFlowLayout)?

  /// The name of a reuse queue: the element kind and the reuse identifier.
  struct ReuseKey: Hashable {
    var kind: String
    var identifier: String
  }

  /// A supplementary view on screen: its kind and index path.
  struct SupplementaryKey: Hashable {
    var kind: String
    var indexPath: IndexPath
  }

  // MARK: - Creating

  /// Creates a collection view that lays out its items with `layout`.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    storedLayout = layout
    super.init(frame: frame)
    layout.attach(to: self)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  // MARK: - Layout

  /// The layout that places the items. Setting it lays the items out again at once.
  open var collectionViewLayout: UICollectionViewLayout {
    get { storedLayout }
    set { setCollectionViewLayout(newValue, animated: false) }
  }

  /// Changes the layout. A terminal does not animate, so the change is immediate.
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    setCollectionViewLayout(layout, animated: animated, completion: nil)
  }

  /// Changes the layout, then calls `completion` with `true`.
  open func setCollectionViewLayout(
    _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
  ) {
    if layout !== storedLayout {
      storedLayout.attach(to: nil)
      storedLayout = layout
      layout.attach(to: self)
      layoutDidInvalidate()
    }
    completion?(true)
  }

  // MARK: - Data source and delegate

  /// The object that provides the items. The collection view does not keep it.
  open var dataSource: (any UICollectionViewDataSource)? {
    get { storedDataSource }
    set {
      storedDataSource = newValue
      reloadData()
    }
  }

  // NB: UIKit redeclares `delegate` with the collection view's protocol, which Swift allows only
  // for Objective-C properties; here it keeps the scroll view's type, so `delegate = self`
  // compiles unchanged, and the collection view keeps the typed delegates it calls.
  /// The object told about selection, display and scrolling. The collection view does not
  /// keep it; it may adopt ``UICollectionViewDelegate`` and
  /// ``UICollectionViewDelegateFlowLayout``.
  open override var delegate: (any UIScrollViewDelegate)? {
    didSet {
      collectionDelegate = delegate as? any UICollectionViewDelegate
      flowDelegate = delegate as? any UICollectionViewDelegateFlowLayout
      if flowDelegate !== (oldValue as? any UICollectionViewDelegateFlowLayout) { layoutDidInvalidate() }
    }
  }

  // MARK: - Registering and dequeuing

  /// Registers `cellClass` (a ``UICollectionViewCell`` subclass) to make cells dequeued with
  /// `identifier`.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    registerCell(cellClass, identifier: identifier)
  }

  /// Registers `viewClass` (a ``UICollectionReusableView`` subclass) to make supplementary
  /// views of `elementKind` dequeued with `identifier`.
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    registerSupplementary(viewClass, kind: elementKind, identifier: identifier)
  }

  /// A cell for the item at `indexPath`: one from the reuse queue, after its
  /// ``UICollectionReusableView/prepareForReuse()``, or a new one of the registered class.
  ///
  /// Traps, with UIKit's message, when nothing is registered for `identifier`.
  open func dequeueReusableCell(
    withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionViewCell {
    dequeueCell(identifier: identifier, indexPath: indexPath)
  }

  /// A supplementary view of `elementKind` for `indexPath`, reused or new.
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    dequeueSupplementary(kind: elementKind, identifier: identifier, indexPath: indexPath)
  }

  // MARK: - Reloading and updating

  /// Discards every cell and asks the data source again at the next layout pass. Selection is
  /// cleared.
  open func reloadData() {
    reloadAll()
  }

  /// Makes new cells for the items at `indexPaths`.
  open func reloadItems(at indexPaths: [IndexPath]) {
    performBatchUpdates { self.recordReload(items: indexPaths) }
  }

  /// Configures the items' existing cells again: the data source's `cellForItemAt` runs for
  /// each shown item, and dequeuing returns the cell it already has.
  open func reconfigureItems(at indexPaths: [IndexPath]) {
    reconfigure(indexPaths)
  }

  /// Reloads every item of `sections`.
  open func reloadSections(_ sections: IndexSet) {
    performBatchUpdates { self.recordReload(sections: sections) }
  }

  /// Inserts items at `indexPaths`, which name their places after the update.
  open func insertItems(at indexPaths: [IndexPath]) {
    performBatchUpdates { self.recordInsert(items: indexPaths) }
  }

  /// Deletes the items at `indexPaths`, which name their places before the update.
  open func deleteItems(at indexPaths: [IndexPath]) {
    performBatchUpdates { self.recordDelete(items: indexPaths) }
  }

  /// Moves an item from `indexPath` (before the update) to `newIndexPath` (after it).
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    performBatchUpdates { self.recordMove(item: indexPath, to: newIndexPath) }
  }

  /// Inserts sections at `sections`.
  open func insertSections(_ sections: IndexSet) {
    performBatchUpdates { self.recordInsert(sections: sections) }
  }

  /// Deletes `sections` and their items.
  open func deleteSections(_ sections: IndexSet) {
    performBatchUpdates { self.recordDelete(sections: sections) }
  }

  /// Moves the section `section` to `newSection`.
  open func moveSection(_ section: Int, toSection newSection: Int) {
    performBatchUpdates { self.recordMove(section: section, to: newSection) }
  }

  /// Runs `updates`, in which inserts, deletes, moves and reloads are recorded, then applies
  /// them together: the data source's new counts must agree with them, or the collection view
  /// traps with UIKit's message. Cells of surviving items are kept; `completion` gets `true`.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    runBatchUpdates(updates, completion: completion)
  }

  // MARK: - Selection

  /// Whether the user can select items. The default is `true`.
  open var allowsSelection = true

  /// Whether the user can select more than one item; a click then toggles an item. The
  /// default is `false`.
  open var allowsMultipleSelection = false {
    didSet { if allowsMultipleSelection { allowsSelection = true } }
  }

  /// Whether the user can select items while editing. The default is `false`.
  open var allowsSelectionDuringEditing = false

  /// Whether the user can select more than one item while editing. The default is `false`.
  open var allowsMultipleSelectionDuringEditing = false

  /// Whether the collection view is editing. The default is `false`.
  open var isEditing = false

  /// Whether keyboard focus on an item selects it. The default is `false`.
  open var selectionFollowsFocus = false

  /// Whether the keyboard can focus the collection view's items. The default is `true`.
  open var allowsFocus = true

  /// The index paths of the selected items, in the order they were selected.
  open var indexPathsForSelectedItems: [IndexPath]? { selectedPaths }

  /// Selects the item at `indexPath` (deselecting the others unless multiple selection is on)
  /// and scrolls it to `scrollPosition`; `nil` deselects every item. The delegate is not told.
  open func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition
  ) {
    select(indexPath, scrollPosition: scrollPosition, animated: animated)
  }

  /// Deselects the item at `indexPath`. The delegate is not told.
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    deselect(indexPath)
  }

  // MARK: - Finding items

  /// The number of sections, as the data source gave it.
  open var numberOfSections: Int { counts.count }

  /// The number of items in `section`, as the data source gave it.
  open func numberOfItems(inSection section: Int) -> Int {
    let counts = self.counts
    guard counts.indices.contains(section) else { return 0 }
    return counts[section]
  }

  /// The cells on screen, in no particular order.
  open var visibleCells: [UICollectionViewCell] {
    shownCells.keys.sorted().filter { isOnScreen($0) }.map { shownCells[$0]! }
  }

  /// The index paths of the items on screen, in order.
  open var indexPathsForVisibleItems: [IndexPath] {
    shownCells.keys.sorted().filter { isOnScreen($0) }
  }

  /// The cell of the item at `indexPath`, or `nil` when the item is not on screen.
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    shownCells[indexPath]
  }

  /// The index path of `cell`, or `nil` when it shows no item.
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    shownCells.first { $0.value === cell }?.key
  }

  /// The index path of the item at `point`, in the collection view's content coordinates.
  open func indexPathForItem(at point: CGPoint) -> IndexPath? {
    itemIndexPath(at: point)
  }

  /// The attributes of the item at `indexPath`, from the layout.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    prepareLayoutIfNeeded()
    return storedLayout.layoutAttributesForItem(at: indexPath)
  }

  /// The attributes of the supplementary view of `kind` at `indexPath`, from the layout.
  open func layoutAttributesForSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    prepareLayoutIfNeeded()
    return storedLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  /// The supplementary view of `elementKind` at `indexPath`, or `nil` when it is not on screen.
  open func supplementaryView(
    forElementKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView? {
    shownSupplementaries[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
  }

  /// The supplementary views of `elementKind` on screen.
  open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    shownSupplementaries.keys.filter { $0.kind == elementKind }.sorted { $0.indexPath < $1.indexPath }
      .map { shownSupplementaries[$0]! }
  }

  /// Scrolls so the item at `indexPath` is at `scrollPosition`.
  open func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool
  ) {
    scroll(to: indexPath, position: scrollPosition, animated: animated)
  }

  // MARK: - Views

  /// A view behind the content that does not scroll. The default is `nil`.
  open var backgroundView: UIView? {
    didSet {
      guard backgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let backgroundView {
        insertSubview(backgroundView, at: 0)
        backgroundView.frame = bounds
      }
    }
  }

  // MARK: - Geometry and layout passes

  open override var bounds: CGRect {
    get { super.bounds }
    set {
      let old = super.bounds
      super.bounds = newValue
      boundsDidChange(from: old)
    }
  }

  open override var frame: CGRect {
    get { super.frame }
    set {
      let old = super.bounds
      super.frame = newValue
      boundsDidChange(from: old)
    }
  }

  /// Prepares the layout when it was invalidated and shows the cells of the visible items.
  open override func layoutSubviews() {
    super.layoutSubviews()
    backgroundView?.frame = bounds
    prepareLayoutIfNeeded()
    updateShownElements()
  }

  // MARK: - Events

  /// The collection view takes keyboard focus when it allows focus and has items.
  open override var canBecomeFocused: Bool {
    allowsFocus && isUserInteractionEnabled && counts.contains { $0 > 0 }
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    pointerPressed(at: touch.location(in: self))
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    pointerReleased(at: touch.location(in: self))
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    pointerCancelled()
  }

  /// While focused: the arrows move focus between items, Return and Space select the focused
  /// item. Other keys scroll, as a scroll view's do.
  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    var unhandled: Set<UIPress> = []
    for press in presses where !handleKey(press.key?.keyCode) { unhandled.insert(press) }
    if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
  }

  package override var debugProperties: [(String, String)] {
    super.debugProperties + [("collectionViewLayout", "<\(type(of: storedLayout))>")]
  }
}
