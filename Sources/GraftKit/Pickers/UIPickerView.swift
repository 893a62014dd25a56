public import Foundation
import GraftGraphics

/// A view that shows one or more wheels of rows, each wheel a component, and lets the user
/// choose a row in each.
///
/// In a terminal the components draw as columns side by side, one cell apart. The selected row
/// of each column is on the middle line, between brackets, `[Medium]`, with its neighbours
/// above and below, dim; focus turns the brackets of the component the keys move into arrows,
/// `>Medium<`. A row without a title draws as `?`, as in UIKit.
///
/// While focused, Up and Down move the selection in that component and Left and Right move to
/// the next component; a click on a row selects it and the mouse wheel over a column moves its
/// selection by one row. Each such change calls the delegate's
/// ``UIPickerViewDelegate/pickerView(_:didSelectRow:inComponent:)``;
/// ``selectRow(_:inComponent:animated:)`` calls nothing.
///
/// ```swift
/// let picker = UIPickerView()
/// picker.dataSource = sizes
/// picker.delegate = sizes
/// picker.selectRow(1, inComponent: 0, animated: false)
/// ```
@MainActor @preconcurrency
open class UIPickerView: UIView, ScrollEventHandling {
  /// The view the delegate's default `viewForRow` returns, meaning "no view: use the titles".
  package final class NoRowView: UIView {}

  /// The rows of each component, as last asked of the data source; `nil` until asked.
  private var rowCounts: [Int]?
  /// The selected row of each component, or -1 for a component without rows.
  private var selectedRows: [Int] = []
  /// The views the delegate made for rows, passed back to it as the view to reuse.
  private var rowViews: [Int: [Int: UIView]] = [:]
  /// The component Up and Down change while the picker is focused.
  private var keyComponent = 0
  /// The intrinsic size, measured once per reload: measuring asks the delegate for many rows.
  private var measuredSize: CGSize?

  /// The number of rows shown by default: the selection and two neighbours on either side.
  private static let defaultVisibleRows: CGFloat = 5

  /// Creates a picker view.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  // MARK: - Data source and delegate

  /// The object that gives the numbers of components and rows.
  open weak var dataSource: (any UIPickerViewDataSource)? {
    didSet { invalidateCounts() }
  }

  /// The object that gives the rows' titles and views and hears of the user's selections.
  open weak var delegate: (any UIPickerViewDelegate)? {
    didSet {
      rowViews = [:]
      measuredSize = nil
      invalidateIntrinsicContentSize()
      setNeedsDisplay()
    }
  }

  /// A picker drew a selection indicator before iOS 7; it has no effect, as in UIKit.
  open var showsSelectionIndicator = false

  // MARK: - Components and rows

  /// The number of components, as the data source last gave it.
  open var numberOfComponents: Int { counts.count }

  /// The number of rows in `component`, as the data source last gave it; 0 for a component
  /// that does not exist.
  open func numberOfRows(inComponent component: Int) -> Int {
    let counts = counts
    return counts.indices.contains(component) ? counts[component] : 0
  }

  /// The size of a row of `component`: its column's width by one line.
  open func rowSize(forComponent component: Int) -> CGSize {
    let columns = columnFrames()
    guard columns.indices.contains(component) else { return .zero }
    return CGSize(width: columns[component].width, height: 1)
  }

  /// The view the delegate gave for `row` in `component`, or `nil` when it gives titles.
  open func view(forRow row: Int, forComponent component: Int) -> UIView? {
    rowViews[component]?[row]
  }

  /// Asks the data source again for every component's rows, and redraws.
  ///
  /// A selection beyond a component's new last row moves to that row.
  open func reloadAllComponents() {
    invalidateCounts()
    _ = counts
  }

  /// Asks the data source again for the rows of `component`, and redraws it.
  open func reloadComponent(_ component: Int) {
    guard var current = rowCounts, current.indices.contains(component), let dataSource else {
      return reloadAllComponents()
    }
    current[component] = max(0, dataSource.pickerView(self, numberOfRowsInComponent: component))
    rowCounts = current
    rowViews[component] = nil
    clampSelections()
    measuredSize = nil
    invalidateIntrinsicContentSize()
    setNeedsDisplay()
  }

  // MARK: - Selection

  /// Selects `row` in `component`, calling no delegate method.
  ///
  /// A row beyond the component's rows selects the nearest one; a component that does not
  /// exist is ignored.
  ///
  /// - Parameter animated: Ignored: the selection moves at once.
  open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    let counts = counts
    guard counts.indices.contains(component), counts[component] > 0 else { return }
    let clamped = min(max(row, 0), counts[component] - 1)
    guard selectedRows[component] != clamped else { return }
    selectedRows[component] = clamped
    setNeedsDisplay()
  }

  /// The selected row of `component`, or -1 when it has no rows or does not exist.
  open func selectedRow(inComponent component: Int) -> Int {
    _ = counts
    return selectedRows.indices.contains(component) ? selectedRows[component] : -1
  }

  /// Selects `row` (clamped) in `component` as the user does, telling the delegate.
  private func moveSelectionByUser(inComponent component: Int, to row: Int) {
    let count = numberOfRows(inComponent: component)
    guard count > 0 else { return }
    let clamped = min(max(row, 0), count - 1)
    guard selectedRows[component] != clamped else { return }
    selectedRows[component] = clamped
    setNeedsDisplay()
    delegate?.pickerView(self, didSelectRow: clamped, inComponent: component)
  }

  // MARK: - Counts

  private var counts: [Int] {
    if let rowCounts { return rowCounts }
    var loaded: [Int] = []
    if let dataSource {
      let components = max(0, dataSource.numberOfComponents(in: self))
      for component in 0..<components {
        loaded.append(max(0, dataSource.pickerView(self, numberOfRowsInComponent: component)))
      }
    }
    rowCounts = loaded
    clampSelections()
    return loaded
  }

  private func invalidateCounts() {
    rowCounts = nil
    rowViews = [:]
    measuredSize = nil
    invalidateIntrinsicContentSize()
    setNeedsDisplay()
  }

  /// Keeps one selection per component, each within its rows.
  private func clampSelections() {
    let counts = rowCounts ?? []
    if selectedRows.count > counts.count { selectedRows.removeLast(selectedRows.count - counts.count) }
    while selectedRows.count < counts.count { selectedRows.append(0) }
    for component in counts.indices {
      selectedRows[component] =
        counts[component] == 0 ? -1 : min(max(selectedRows[component], 0), counts[component] - 1)
    }
    keyComponent = min(keyComponent, max(0, counts.count - 1))
  }

  // MARK: - Row content

  /// What `row` of `component` shows: the delegate's view's text, attributed title or title,
  /// in that order, else `?`.
  private func content(ofRow row: Int, inComponent component: Int) -> (String, [NSAttributedString.Key: Any]) {
    guard let delegate else { return ("?", [:]) }
    let reusable = rowViews[component]?[row]
    let view = delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: reusable)
    if !(view is NoRowView) {
      rowViews[component, default: [:]][row] = view
      return (UIPickerView.text(of: view) ?? "", [:])
    }
    if let attributed = delegate.pickerView(self, attributedTitleForRow: row, forComponent: component) {
      let attributes = attributed.length > 0 ? attributed.attributes(at: 0, effectiveRange: nil) : [:]
      return (attributed.string, attributes)
    }
    return (delegate.pickerView(self, titleForRow: row, forComponent: component) ?? "?", [:])
  }

  /// The text a row's view shows: a label's, else its accessibility label, else the first
  /// label's among its subviews.
  private static func text(of view: UIView) -> String? {
    if let label = view as? UILabel { return label.text }
    if let label = view.accessibilityLabel { return label }
    for subview in view.subviews {
      if let text = text(of: subview) { return text }
    }
    return nil
  }

  // MARK: - Geometry

  /// The frame of each component's column: the delegate's widths, scaled down to fit, or the
  /// width shared equally, one cell apart.
  private func columnFrames() -> [CGRect] {
    let components = numberOfComponents
    guard components > 0 else { return [] }
    let available = max(0, bounds.width - CGFloat(components - 1))
    var widths = (0..<components).map { component in
      max(0, delegate?.pickerView(self, widthForComponent: component) ?? 0).rounded(.down)
    }
    let fixed = widths.reduce(0, +)
    let automatic = widths.filter { $0 == 0 }.count
    if fixed > available || (automatic == 0 && fixed == 0) {
      let scale = fixed > 0 ? available / fixed : 0
      widths = widths.map { ($0 * scale).rounded(.down) }
    }
    if automatic > 0 {
      let share = (max(0, available - widths.reduce(0, +)) / CGFloat(automatic)).rounded(.down)
      widths = widths.map { $0 == 0 ? share : $0 }
    }
    var x: CGFloat = 0
    return widths.map { width in
      defer { x += width + 1 }
      return CGRect(x: x, y: 0, width: width, height: bounds.height)
    }
  }

  /// The line the selected rows are on.
  private var selectionLine: Int { max(0, Int(((bounds.height - 1) / 2).rounded(.down))) }

  private func component(at point: CGPoint) -> Int? {
    columnFrames().firstIndex { $0.minX <= point.x && point.x < $0.maxX + 1 }
  }

  // MARK: - Interaction

  /// A picker can be focused, so the keys can move its selections.
  open override var canBecomeFocused: Bool { isUserInteractionEnabled && numberOfComponents > 0 }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    let point = touch.location(in: self)
    guard bounds.contains(point), let component = component(at: point) else { return }
    keyComponent = component
    if !isFocused { window?.setFocus(self) }
    setNeedsDisplay()
    let row = selectedRows[component] + Int(point.y.rounded(.down)) - selectionLine
    if selectedRows[component] >= 0, (0..<numberOfRows(inComponent: component)).contains(row) {
      moveSelectionByUser(inComponent: component, to: row)
    }
  }

  package func handleScroll(by delta: CGPoint) -> Bool {
    handleScroll(by: delta, at: CGPoint(x: bounds.minX, y: bounds.minY))
  }

  /// The wheel moves the selection of the column under the pointer by one row.
  package func handleScroll(by delta: CGPoint, at point: CGPoint) -> Bool {
    guard delta.y != 0, let component = component(at: point), selectedRows[component] >= 0 else {
      return false
    }
    let before = selectedRows[component]
    moveSelectionByUser(inComponent: component, to: before + (delta.y > 0 ? 1 : -1))
    return selectedRows[component] != before
  }

  /// Up and Down move the selection of the focused component; Left and Right move between
  /// components.
  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    guard isFocused, numberOfComponents > 0 else { return super.pressesBegan(presses, with: event) }
    var unhandled: Set<UIPress> = []
    for press in presses {
      let component = min(keyComponent, numberOfComponents - 1)
      switch press.key?.keyCode {
      case .keyboardUpArrow?:
        moveSelectionByUser(inComponent: component, to: selectedRows[component] - 1)
      case .keyboardDownArrow?:
        moveSelectionByUser(inComponent: component, to: selectedRows[component] + 1)
      case .keyboardLeftArrow? where component > 0:
        keyComponent = component - 1
        setNeedsDisplay()
      case .keyboardRightArrow? where component < numberOfComponents - 1:
        keyComponent = component + 1
        setNeedsDisplay()
      default:
        unhandled.insert(press)
      }
    }
    if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
  }

  // MARK: - Sizing and drawing

  /// Each column as wide as its widest title between brackets, by five lines.
  open override var intrinsicContentSize: CGSize {
    if let measuredSize { return measuredSize }
    let components = numberOfComponents
    var width: CGFloat = 0
    for component in 0..<components {
      let given = delegate?.pickerView(self, widthForComponent: component) ?? 0
      if given > 0 {
        width += given.rounded(.down)
        continue
      }
      // NB: Only the first rows are measured, so a picker of a million rows sizes at once.
      let rows = min(numberOfRows(inComponent: component), 200)
      let widest = (0..<rows).map { content(ofRow: $0, inComponent: component).0.terminalWidth }.max() ?? 0
      width += CGFloat(widest + 2)
    }
    width += CGFloat(max(0, components - 1))
    let size = CGSize(width: width, height: UIPickerView.defaultVisibleRows)
    measuredSize = size
    return size
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  open override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let base = inheritedTextStyle
    let line = selectionLine
    let lines = Int(bounds.height.rounded(.down))
    for (component, column) in columnFrames().enumerated() {
      let selected = selectedRows[component]
      guard selected >= 0, column.width >= 1 else { continue }
      let count = numberOfRows(inComponent: component)
      let width = Int(column.width)
      for y in 0..<lines {
        let row = selected + y - line
        guard (0..<count).contains(row) else { continue }
        let (title, attributes) = content(ofRow: row, inComponent: component)
        var style = base.applying(attributes)
        let text = TextLayout.truncate(title, width: max(0, width - 2))
        let isSelection = row == selected
        let (open, close): (String, String)
        if isSelection {
          style.attributes.insert(.bold)
          (open, close) = isFocused && component == keyComponent ? (">", "<") : ("[", "]")
        } else {
          style.attributes.insert(.dim)
          (open, close) = (" ", " ")
        }
        let inset = max(0, (width - text.terminalWidth - 2) / 2)
        let point = CGPoint(x: column.minX + CGFloat(inset), y: CGFloat(y))
        var x = context.write(open, at: point, style: style)
        x = context.write(text, at: CGPoint(x: x, y: point.y), style: style)
        context.write(close, at: CGPoint(x: x, y: point.y), style: style)
      }
    }
  }

  package override var debugProperties: [(String, String)] {
    var properties = super.debugProperties
    let selection = (0..<numberOfComponents).map { String(selectedRow(inComponent: $0)) }
    properties.insert(("selectedRows", "[\(selection.joined(separator: ", "))]"), at: 0)
    return properties
  }
}
