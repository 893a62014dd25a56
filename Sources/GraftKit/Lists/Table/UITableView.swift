public import Foundation

/// A scroll view of rows in sections, each row a reusable cell that only exists while it is
/// on screen.
///
/// The data source says how many sections and rows there are and makes each row's cell,
/// usually by dequeuing a registered class; the delegate sizes rows, headers and footers and
/// hears about display and selection. Only the rows the table shows have cells: a cell that
/// scrolls out of view is kept for reuse and handed back by the next dequeue, after
/// `prepareForReuse()`.
///
/// In a terminal a row is as many lines as its height: a default cell is one line. The mouse
/// selects a row; when the table has focus (Tab), the arrow keys move the focused row, Return
/// or Space select it, Left and Right reveal its swipe actions, and while editing Delete
/// deletes it. Section titles draw as a line of their own: a plain table's in the label
/// colour, a grouped table's in capitals, `.secondaryLabel`, with a blank line after each
/// grouped section.
///
/// ```swift
/// let tableView = UITableView(frame: .zero, style: .insetGrouped)
/// tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
/// tableView.dataSource = self
/// tableView.delegate = self
/// ```
@MainActor @preconcurrency
open class UITableView: UIScrollView {
  /// How sections draw.
  public enum Style: Int, Sendable {
    /// Headers stay at the top while their section scrolls beneath them.
    case plain
    /// Sections separated by space, their headers in capitals.
    case grouped
    /// As grouped; a terminal draws it without insets.
    case insetGrouped
  }

  /// Where a row ends up when the table scrolls to it.
  public enum ScrollPosition: Int, Sendable {
    case none, top, middle, bottom
  }

  /// How inserted, deleted and reloaded rows animate. A terminal does not animate: every
  /// animation applies at once.
  public enum RowAnimation: Int, Sendable {
    case fade, right, left, top, bottom, none, middle
    case automatic = 100
  }

  /// A height that asks the table to work it out: from the cell's Auto Layout constraints or
  /// `sizeThatFits(_:)` for rows, from the title or view for headers and footers.
  public static let automaticDimension: CGFloat = -1

  /// The table's style.
  public let style: Style

  // MARK: Storage

  var geometry = TableGeometry()
  /// Whether the next layout must ask the data source for everything again.
  var needsReload = true
  /// Whether the table has asked the data source for its counts at least once.
  var hasLoaded = false
  /// The cells shown, by index path.
  var visibleCellsByIndexPath: [IndexPath: UITableViewCell] = [:]
  var visibleHeaders: [Int: UIView] = [:]
  var visibleFooters: [Int: UIView] = [:]
  var reusableCells: [String: [UITableViewCell]] = [:]
  var reusableHeaderFooters: [String: [UITableViewHeaderFooterView]] = [:]
  var cellClasses: [String: UITableViewCell.Type] = [:]
  var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
  /// The selected rows, in no particular order.
  var selectedRows: Set<IndexPath> = []
  /// The row the keyboard acts on while the table has focus.
  var focusedIndexPath: IndexPath?
  /// The row the pointer went down on, and on what part of it.
  var pressedIndexPath: IndexPath?
  var pressTarget = PressTarget.row(highlighted: false)
  /// The updates gathered between `beginUpdates()` and `endUpdates()`.
  var pendingUpdates: TableUpdateBatch?
  var updateDepth = 0
  /// A cell being reconfigured, which the next dequeue for its row hands back.
  var cellBeingReconfigured: (IndexPath, UITableViewCell)?
  /// The row whose swipe actions show, and the actions.
  var swipedRow: (indexPath: IndexPath, configuration: UISwipeActionsConfiguration, leading: Bool)?
  let swipeActionsView = SwipeActionsView()
  /// The defaults delegate and data-source methods report using, to find what they implement.
  var defaultsUsed: TableDefaultMethods = []
  weak var tableDelegate: (any UITableViewDelegate)?
  /// Rows whose delegate height is ``automaticDimension``: measured when they show.
  var automaticRows: Set<IndexPath> = []
  /// Whether every row sizes itself to its cell.
  var selfSizesRows = false
  /// Header and footer views the delegate gave while the table measured them.
  var pendingSupplementaryViews: [SupplementaryKey: UIView] = [:]
  /// The counts of data-source calls and cells made, for tests and the benchmark.
  package internal(set) var counters = Counters()

  /// How often the table asked its data source for a cell, and how many cells it made.
  package struct Counters: Sendable, Equatable {
    package var cellsRequested = 0
    package var cellsMade = 0
    package var reloads = 0
  }

  // MARK: - Creating

  /// Creates a table view of `style`.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    isOpaqueTable()
  }

  /// Creates a plain table view.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  private func isOpaqueTable() {
    swipeActionsView.isHidden = true
  }

  // MARK: - Data source and delegate

  /// The object that gives the table its sections, rows and cells.
  open weak var dataSource: (any UITableViewDataSource)? {
    didSet { setNeedsReload() }
  }

  /// The object told about display and selection, and asked for heights and views; also the
  /// scroll view's delegate.
  ///
  /// Assign an object conforming to ``UITableViewDelegate``, as in UIKit. Its declared type
  /// stays the scroll view's, since Swift cannot narrow an overridden property's type.
  open override weak var delegate: (any UIScrollViewDelegate)? {
    didSet {
      tableDelegate = delegate as? any UITableViewDelegate
      setNeedsReload()
    }
  }

  // MARK: - Configuring

  /// The height of every row, unless the delegate gives one. The default is
  /// ``automaticDimension``: each row as tall as its cell's content.
  open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
  /// The height of section headers; ``automaticDimension`` sizes them to their content.
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
  /// The height of section footers; ``automaticDimension`` sizes them to their content.
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
  /// The height assumed for rows not yet measured; ``automaticDimension`` assumes one line.
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
  /// The height assumed for headers not yet measured.
  open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
  /// The height assumed for footers not yet measured.
  open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
  /// Extra space above each section's header. Kept only: a terminal header has none.
  open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension

  /// Whether rows have separators. A row draws its separator in a line its content does not
  /// need, so one-line rows draw none.
  open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { refreshCellAppearance() } }
  /// The colour of separators.
  open var separatorColor: UIColor? = .separator { didSet { refreshCellAppearance() } }
  /// The default insets of separators.
  open var separatorInset = UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 0)

  /// A view above the first section.
  open var tableHeaderView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let tableHeaderView { addSubview(tableHeaderView) }
      setNeedsReload()
    }
  }

  /// A view below the last section.
  open var tableFooterView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let tableFooterView { addSubview(tableFooterView) }
      setNeedsReload()
    }
  }

  /// A view behind the table's content.
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }

  /// Whether the user can select rows. The default is `true`.
  open var allowsSelection = true
  /// Whether the user can select several rows. The default is `false`.
  open var allowsMultipleSelection = false
  /// Whether the user can select rows while editing. The default is `false`.
  open var allowsSelectionDuringEditing = false
  /// Whether the user can select several rows while editing. The default is `false`.
  open var allowsMultipleSelectionDuringEditing = false
  /// Whether selection follows keyboard focus. The default is `false`.
  open var selectionFollowsFocus = false
  /// Whether rows can have keyboard focus. The default is `true`.
  open var allowsFocus = true
  /// Whether the table remembers the focused row. Kept only.
  open var remembersLastFocusedIndexPath = false
  /// Whether cells' layout margins follow the table's readable width. Kept only.
  open var cellLayoutMarginsFollowReadableWidth = false
  /// Whether the table's insets follow the safe area. Kept only.
  open var insetsContentViewsToSafeArea = true
  /// Whether the table is showing its editing controls.
  open var isEditing: Bool {
    get { storedIsEditing }
    set { setEditing(newValue, animated: false) }
  }
  var storedIsEditing = false

  // MARK: - Registering and dequeuing

  /// Registers `cellClass` for cells reused under `identifier`; `nil` unregisters it.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    guard let cellClass else {
      cellClasses[identifier] = nil
      return
    }
    guard let cellType = cellClass as? UITableViewCell.Type else {
      fatalError("must pass a class of kind UITableViewCell")
    }
    cellClasses[identifier] = cellType
  }

  /// Registers `aClass` for header and footer views reused under `identifier`.
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    guard let aClass else {
      headerFooterClasses[identifier] = nil
      return
    }
    guard let viewType = aClass as? UITableViewHeaderFooterView.Type else {
      fatalError("must pass a class of kind UITableViewHeaderFooterView")
    }
    headerFooterClasses[identifier] = viewType
  }

  /// A cell for the row at `indexPath`: a reusable one under `identifier` (after its
  /// `prepareForReuse()`), or a new one of the class registered for it, sized for the row.
  ///
  /// Traps, as UIKit raises, when no class is registered for `identifier`.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    if let (path, cell) = cellBeingReconfigured, path == indexPath, cell.reuseIdentifier == identifier {
      cellBeingReconfigured = nil
      return cell
    }
    guard let cell = dequeueCell(identifier) else {
      fatalError(
        "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
      )
    }
    if hasLoaded, indexPath.count == 2, indexPath.section < geometry.sections.count,
      indexPath.row < geometry.sections[indexPath.section].rowCount
    {
      cell.frame = geometry.rect(forRow: indexPath, width: bounds.width)
    }
    return cell
  }

  /// A reusable cell under `identifier`, a new one of its registered class, or `nil`.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    dequeueCell(identifier)
  }

  /// A reusable header or footer view under `identifier`, a new one of its registered class,
  /// or `nil`.
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
    let view: UITableViewHeaderFooterView
    if let reused = reusableHeaderFooters[identifier]?.popLast() {
      reused.prepareForReuse()
      view = reused
    } else if let type = headerFooterClasses[identifier] {
      view = type.init(_dequeuedWithReuseIdentifier: identifier)
    } else {
      return nil
    }
    view.isInGroupedTable = style != .plain
    return view
  }

  // MARK: - Reloading

  /// Asks the data source for everything again and shows the rows that are visible.
  open func reloadData() {
    setNeedsReload()
    layoutIfNeeded()
  }

  /// Asks for new cells for the rows at `indexPaths`.
  open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    performUpdates { $0.reloadedRows += indexPaths }
  }

  /// Asks the data source again for the sections in `sections`.
  open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    performUpdates { $0.reloadedSections.formUnion(sections) }
  }

  /// Configures the cells of the rows at `indexPaths` again, in the cells they have: the data
  /// source's dequeue hands each its own cell back.
  open func reconfigureRows(at indexPaths: [IndexPath]) {
    reconfigure(indexPaths)
  }

  /// Asks the data source for the section index titles again. Graft draws no section index.
  open func reloadSectionIndexTitles() {}

  /// Inserts rows at `indexPaths`, positions after the update.
  open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    performUpdates { $0.insertedRows += indexPaths }
  }

  /// Deletes the rows at `indexPaths`, positions before the update.
  open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    performUpdates { $0.deletedRows += indexPaths }
  }

  /// Moves the row at `indexPath` to `newIndexPath`.
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    performUpdates { $0.movedRows.append((indexPath, newIndexPath)) }
  }

  /// Inserts the sections in `sections`.
  open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    performUpdates { $0.insertedSections.formUnion(sections) }
  }

  /// Deletes the sections in `sections`.
  open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    performUpdates { $0.deletedSections.formUnion(sections) }
  }

  /// Moves the section at `section` to `newSection`.
  open func moveSection(_ section: Int, toSection newSection: Int) {
    performUpdates { $0.movedSections.append((section, newSection)) }
  }

  /// Starts a group of updates that apply together at ``endUpdates()``.
  open func beginUpdates() {
    if updateDepth == 0 { pendingUpdates = TableUpdateBatch() }
    updateDepth += 1
  }

  /// Applies the updates since ``beginUpdates()``, checking the data source's new counts
  /// against them as UIKit does.
  open func endUpdates() {
    guard updateDepth > 0 else { return }
    updateDepth -= 1
    guard updateDepth == 0, let batch = pendingUpdates else { return }
    pendingUpdates = nil
    apply(batch)
  }

  /// Runs `updates` (inserts, deletes, moves and reloads) as one group, then `completion`.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    beginUpdates()
    updates?()
    endUpdates()
    completion?(true)
  }

  // MARK: - Counts and geometry

  /// The number of sections, as the data source last said.
  open var numberOfSections: Int {
    loadIfNeeded()
    return geometry.sections.count
  }

  /// The number of rows in `section`, as the data source last said.
  open func numberOfRows(inSection section: Int) -> Int {
    loadIfNeeded()
    guard section >= 0, section < geometry.sections.count else { return 0 }
    return geometry.sections[section].rowCount
  }

  /// The rectangle of `section`, its header and footer included, in the table's coordinates.
  open func rect(forSection section: Int) -> CGRect {
    loadIfNeeded()
    guard section >= 0, section < geometry.sections.count else { return .zero }
    let sectionGeometry = geometry.sections[section]
    return CGRect(x: 0, y: sectionGeometry.top, width: bounds.width, height: sectionGeometry.height)
  }

  /// The rectangle of the row at `indexPath`; `.zero` for a row that does not exist.
  open func rectForRow(at indexPath: IndexPath) -> CGRect {
    guard isValid(indexPath) else { return .zero }
    return geometry.rect(forRow: indexPath, width: bounds.width)
  }

  /// The rectangle of `section`'s header.
  open func rectForHeader(inSection section: Int) -> CGRect {
    loadIfNeeded()
    guard section >= 0, section < geometry.sections.count else { return .zero }
    let sectionGeometry = geometry.sections[section]
    return CGRect(x: 0, y: sectionGeometry.top, width: bounds.width, height: sectionGeometry.headerHeight)
  }

  /// The rectangle of `section`'s footer.
  open func rectForFooter(inSection section: Int) -> CGRect {
    loadIfNeeded()
    guard section >= 0, section < geometry.sections.count else { return .zero }
    let sectionGeometry = geometry.sections[section]
    return CGRect(
      x: 0, y: sectionGeometry.rowsTop + sectionGeometry.rowsHeight, width: bounds.width,
      height: sectionGeometry.footerHeight)
  }

  /// The index path of the row at `point`, in the table's coordinates, or `nil`.
  open func indexPathForRow(at point: CGPoint) -> IndexPath? {
    loadIfNeeded()
    var found: IndexPath?
    geometry.rows(in: point.y, point.y + 0.5) { found = $0 }
    guard let found, point.x >= 0, point.x < bounds.width else { return nil }
    return found
  }

  /// The index paths of the rows in `rect`, or `nil` when there are none.
  open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    loadIfNeeded()
    var found: [IndexPath] = []
    geometry.rows(in: rect.minY, rect.maxY) { found.append($0) }
    return found.isEmpty ? nil : found
  }

  /// The index path of `cell`, when it shows a row.
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    visibleCellsByIndexPath.first { $0.value === cell }?.key
  }

  /// The cell of the row at `indexPath`, or `nil` when the row is not on screen or does not
  /// exist.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    layoutIfNeeded()
    return visibleCellsByIndexPath[indexPath]
  }

  /// The cells on screen, top to bottom.
  open var visibleCells: [UITableViewCell] {
    layoutIfNeeded()
    return visibleCellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
  }

  /// The index paths of the rows on screen, top to bottom, or `nil` when there are none.
  open var indexPathsForVisibleRows: [IndexPath]? {
    layoutIfNeeded()
    let paths = visibleCellsByIndexPath.keys.sorted()
    return paths.isEmpty ? nil : paths
  }

  /// The header view of `section`, when it is on screen.
  open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    layoutIfNeeded()
    return visibleHeaders[section] as? UITableViewHeaderFooterView
  }

  /// The footer view of `section`, when it is on screen.
  open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    layoutIfNeeded()
    return visibleFooters[section] as? UITableViewHeaderFooterView
  }

  // MARK: - Scrolling

  /// Scrolls so the row at `indexPath` is at `scrollPosition`: `.none` scrolls the least
  /// distance that shows it.
  open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    guard isValid(indexPath) else {
      fatalError(
        "Attempted to scroll the table view to an out-of-bounds row (\(indexPath.row)) when there are only \(numberOfRows(inSection: max(0, indexPath.section))) rows in section \(indexPath.section)."
      )
    }
    scroll(to: rectForRow(at: indexPath), at: scrollPosition, animated: animated)
  }

  /// Scrolls the selected row to `scrollPosition`.
  open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
    guard let selected = indexPathForSelectedRow else { return }
    scrollToRow(at: selected, at: scrollPosition, animated: animated)
  }

  // MARK: - Selection

  /// The selected row, or `nil`; with several selected, the first.
  open var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

  /// The selected rows, in order, or `nil` when none is.
  open var indexPathsForSelectedRows: [IndexPath]? {
    selectedRows.isEmpty ? nil : selectedRows.sorted()
  }

  /// Selects the row at `indexPath` (deselecting the others unless multiple selection is
  /// allowed) and scrolls it to `scrollPosition`. Tells the delegate nothing, as in UIKit;
  /// `nil` deselects every row.
  open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      for row in selectedRows { setSelection(false, at: row) }
      return
    }
    guard isValid(indexPath) else { return }
    if !allowsMultipleSelectionNow {
      for row in selectedRows where row != indexPath { setSelection(false, at: row) }
    }
    setSelection(true, at: indexPath)
    if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Deselects the row at `indexPath`. Tells the delegate nothing, as in UIKit.
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    setSelection(false, at: indexPath)
  }

  // MARK: - Editing

  /// Shows or hides the editing controls: delete (`⊖`) or insert (`⊕`) at each editable
  /// row's leading edge, and a reorder control (`≡`) on rows that can move.
  open func setEditing(_ editing: Bool, animated: Bool) {
    guard editing != storedIsEditing else { return }
    hideSwipeActions()
    storedIsEditing = editing
    for (indexPath, cell) in visibleCellsByIndexPath { prepareEditing(cell, at: indexPath) }
  }

  // MARK: - Layout and events

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutRows()
  }

  open override var bounds: CGRect {
    get { super.bounds }
    set {
      let old = super.bounds
      super.bounds = newValue
      if super.bounds != old { setNeedsLayout() }
    }
  }

  open override var canBecomeFocused: Bool { allowsFocus && isUserInteractionEnabled }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    pointerWentDown(at: touch.location(in: self))
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    pointerWentUp(at: touch.location(in: self))
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    pointerCancelled()
  }

  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    var unhandled: Set<UIPress> = []
    for press in presses where !handleKey(press) { unhandled.insert(press) }
    if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
  }

  package override var debugProperties: [(String, String)] {
    var properties = super.debugProperties
    if style != .plain { properties.insert(("style", "\(style)"), at: 0) }
    return properties
  }
}
