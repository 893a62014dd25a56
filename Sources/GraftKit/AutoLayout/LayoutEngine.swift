import Foundation

/// The constraint engine of one view hierarchy: its root's, which is the window when there is
/// one. It turns views and layout guides into solver variables and active constraints into
/// solver constraints, and tells views to lay out again when their solution changes.
///
/// Each item has four variables, `minX`, `minY`, `width` and `height`, in the root's bounds
/// coordinates with every scroll offset left out, so scrolling never re-solves anything. A view
/// that translates its autoresizing mask (or that a stack view places, or the root) is an
/// *input*: four required constraints tie its variables to its frame, relative to its
/// superview, and follow the frame as code changes it. Every other view the constraints name is
/// *solved*: its superview's `layoutSubviews()` sets its frame from the solution.
///
/// NB: The superview of every item is an item too, up to the root, so every frame is relative
/// to a solved or input item and no input is measured from a frame the engine cannot see move.
@MainActor
final class LayoutEngine {
  let solver = LinearSolver()
  /// The root of the hierarchy; it owns the engine, so it is not retained.
  unowned(unsafe) let root: UIView
  /// Whether the engine measures `root` for `systemLayoutSizeFitting`: the root's size is
  /// solved rather than fixed by its bounds.
  let isFitting: Bool
  /// The record of each item, by identity.
  var records: [ObjectIdentifier: ItemRecord] = [:]
  /// The item record each solver variable belongs to, by variable id.
  var owners: [ItemRecord?] = []
  /// The installed constraints, by solver handle index.
  var installed: [Int32: NSLayoutConstraint] = [:]
  /// Active constraints left out because they conflicted, retried when something is removed.
  var broken: [NSLayoutConstraint] = []
  /// Views whose `updateConstraints()` must run before the next layout.
  ///
  /// NB: Held weakly: the root's own entry would otherwise keep the root, which owns the
  /// engine, alive for ever.
  var needingConstraintUpdate: [WeakView] = []
  /// Views whose intrinsic size changed since the engine last read it.
  var intrinsicChanges: [WeakView] = []

  /// Whether any engine was ever made: until then no hierarchy change needs to look for
  /// constraints, so frame-only apps pay nothing.
  static var isInUse = false

  init(root: UIView, fitting: Bool = false) {
    self.root = root
    isFitting = fitting
    LayoutEngine.isInUse = true
  }

  // MARK: - Items

  /// The record of `item`, made with its variables, input or intrinsic constraints if new.
  func record(for item: AnyObject) -> ItemRecord? {
    if let record = records[ObjectIdentifier(item)] { return record }
    if let view = item as? UIView {
      guard view === root || view.superview != nil else { return nil }
      // NB: Superviews first, so the input constraints below can name them.
      if view !== root, let superview = view.superview, record(for: superview) == nil { return nil }
      let record = makeRecord(for: view)
      // NB: A fitting engine is a scratch copy: the view keeps its record in its own engine.
      if !isFitting { view.autoLayout(creating: true)!.record = record }
      configure(view, record)
      if !isFitting { view.setNeedsUpdateConstraints() }
      return record
    }
    if let guide = item as? UILayoutGuide {
      guard let owner = guide.owningView, record(for: owner) != nil else { return nil }
      let record = makeRecord(for: guide)
      if !isFitting { guide.record = record }
      if guide.kind == .content, let scrollView = owner as? UIScrollView {
        // The content's origin is the scroll view's; its size is what the constraints make it.
        let x = NSLayoutConstraint(
          first: guide, firstAttribute: .left, relation: .equal, second: scrollView,
          secondAttribute: .left, multiplier: 1, constant: 0)
        let y = NSLayoutConstraint(
          first: guide, firstAttribute: .top, relation: .equal, second: scrollView,
          secondAttribute: .top, multiplier: 1, constant: 0)
        record.inputConstraints = [x, y]
        for constraint in [x, y] { install(constraint) }
      }
      return record
    }
    return nil
  }

  private func makeRecord(for item: AnyObject) -> ItemRecord {
    let record = ItemRecord(
      engine: self, item: item, x: solver.makeVariable(), y: solver.makeVariable(), width: solver.makeVariable(),
      height: solver.makeVariable())
    records[ObjectIdentifier(item)] = record
    let last = Int(record.height.id)
    if owners.count <= last { owners.append(contentsOf: repeatElement(nil, count: last + 1 - owners.count)) }
    for variable in record.variables { owners[Int(variable.id)] = record }
    return record
  }

  /// Whether `view`'s frame is an input to the engine rather than its result.
  func isInput(_ view: UIView) -> Bool {
    if view === root { return true }
    guard let superview = view.superview else { return true }
    return view.translatesAutoresizingMaskIntoConstraints || superview.arrangesSubviewByFrame(view)
  }

  /// Adds the input constraints of an input view, or the intrinsic-size constraints of a
  /// solved one.
  func configure(_ view: UIView, _ record: ItemRecord) {
    record.isInput = isInput(view) && !(isFitting && view === root)
    if isFitting && view === root {
      record.inputConstraints = [
        AutoresizingConstraint(view, .left, nil, constant: 0),
        AutoresizingConstraint(view, .top, nil, constant: 0),
      ]
      record.inputConstraints.forEach(install)
    } else if record.isInput {
      let frame = inputFrame(of: view)
      record.inputFrame = frame
      let superview = view === root ? nil : view.superview
      record.inputConstraints = [
        AutoresizingConstraint(view, .left, superview, constant: frame.minX),
        AutoresizingConstraint(view, .top, superview, constant: frame.minY),
        AutoresizingConstraint(view, .width, nil, constant: frame.width),
        AutoresizingConstraint(view, .height, nil, constant: frame.height),
      ]
      record.inputConstraints.forEach(install)
      return
    }
    view.superview.map { $0.autoLayout(creating: true)!.positionsSubviews = true }
    updateIntrinsicConstraints(of: view, record)
  }

  /// The frame an input view holds: the root's bounds size at the origin, or the view's frame.
  func inputFrame(of view: UIView) -> CGRect {
    view === root ? CGRect(origin: .zero, size: view.bounds.size) : view.frame
  }

  /// Takes an item out: its own constraints and its record. Constraints that name it must be
  /// uninstalled by the caller first.
  func forget(_ item: AnyObject) {
    guard let record = records.removeValue(forKey: ObjectIdentifier(item)) else { return }
    for constraint in record.inputConstraints + record.intrinsicConstraints.compactMap({ $0 }) {
      uninstall(constraint)
    }
    for variable in record.variables { owners[Int(variable.id)] = nil }
    if let view = item as? UIView {
      view.autoLayout(creating: false)?.record = nil
      for guide in view.autoLayout(creating: false)?.allGuides ?? [] { forget(guide) }
    } else if let guide = item as? UILayoutGuide {
      guide.record = nil
    }
  }

  // MARK: - Inputs

  /// Follows an input view's new frame: the constants of its input constraints change in
  /// place.
  func inputFrameDidChange(_ view: UIView, _ record: ItemRecord) {
    let frame = inputFrame(of: view)
    guard let old = record.inputFrame, old != frame, record.inputConstraints.count == 4 else { return }
    record.inputFrame = frame
    let values = [frame.minX, frame.minY, frame.width, frame.height]
    for (constraint, value) in zip(record.inputConstraints, values) { constraint.constant = value }
  }

  /// Makes a view an input or a solved view again after `translatesAutoresizingMaskIntoConstraints`
  /// or its superview's arrangement changed.
  func inputStatusMayHaveChanged(_ view: UIView) {
    guard let record = records[ObjectIdentifier(view)] else { return }
    let input = isInput(view) && !(isFitting && view === root)
    guard input != record.isInput else { return }
    for constraint in record.inputConstraints + record.intrinsicConstraints.compactMap({ $0 }) {
      uninstall(constraint)
    }
    record.inputConstraints = []
    record.intrinsicConstraints = [nil, nil, nil, nil]
    record.intrinsicSize = nil
    configure(view, record)
    view.superview?.setNeedsLayout()
    propagateChanges()
  }

  // MARK: - Intrinsic size

  /// Keeps a solved view's hugging and compression-resistance constraints in step with its
  /// intrinsic size and priorities: per axis with an intrinsic metric, `length <= intrinsic`
  /// at the hugging priority and `length >= intrinsic` at the compression resistance.
  func updateIntrinsicConstraints(of view: UIView, _ record: ItemRecord) {
    guard !record.isInput else { return }
    let size = view.intrinsicContentSize
    let priorities = view.layoutPriorities
    guard record.intrinsicSize != size || record.intrinsicPriorities != priorities else { return }
    let old = record.intrinsicSize
    record.intrinsicSize = size
    let prioritiesChanged = record.intrinsicPriorities != priorities
    record.intrinsicPriorities = priorities
    for axis in 0..<2 {
      let length = axis == 0 ? size.width : size.height
      let oldLength = old.map { axis == 0 ? $0.width : $0.height }
      let attribute: NSLayoutConstraint.Attribute = axis == 0 ? .width : .height
      for (slot, relation, priority) in [
        (axis * 2, NSLayoutConstraint.Relation.lessThanOrEqual, priorities.hugging[axis]),
        (axis * 2 + 1, .greaterThanOrEqual, priorities.compressionResistance[axis]),
      ] {
        let hasMetric = length != UIView.noIntrinsicMetric && length.isFinite
        if let existing = record.intrinsicConstraints[slot], hasMetric,
          oldLength != UIView.noIntrinsicMetric, !prioritiesChanged
        {
          existing.constant = length
          continue
        }
        if let existing = record.intrinsicConstraints[slot] {
          uninstall(existing)
          record.intrinsicConstraints[slot] = nil
        }
        guard hasMetric else { continue }
        let constraint = IntrinsicSizeConstraint(view, attribute, relation, constant: max(0, length))
        constraint.priority = priority
        record.intrinsicConstraints[slot] = constraint
        install(constraint)
      }
    }
  }

  /// Reads again the intrinsic sizes that were invalidated.
  func applyIntrinsicChanges() {
    guard !intrinsicChanges.isEmpty else { return }
    let changed = intrinsicChanges
    intrinsicChanges = []
    for entry in changed {
      if let view = entry.view, let record = records[ObjectIdentifier(view)] {
        updateIntrinsicConstraints(of: view, record)
      }
    }
  }

  // MARK: - Updating

  /// Runs the update-constraints pass, then brings the solution up to date: UIKit's order,
  /// before any `layoutSubviews()`.
  func update() {
    var rounds = 0
    while !needingConstraintUpdate.isEmpty, rounds < 8 {
      rounds += 1
      // NB: Bottom-up, as UIKit updates constraints: the deepest views first.
      let views = needingConstraintUpdate.compactMap(\.view).map { ($0, $0.depth) }.sorted { $0.1 > $1.1 }
        .map(\.0)
      needingConstraintUpdate = []
      for view in views where view.autoLayout(creating: false)?.needsUpdateConstraints == true {
        view.autoLayout(creating: false)?.needsUpdateConstraints = false
        view.updateConstraints()
      }
    }
    applyIntrinsicChanges()
    propagateChanges()
  }

  /// Tells every view whose solution moved to lay out again: a solved view's superview, and a
  /// scroll view whose content guide changed size.
  func propagateChanges() {
    if solver.didGiveUp {
      solver.clearGaveUp()
      RuntimeIssues.report(
        "Auto Layout could not settle a layout within its pivot limit; frames may be inexact. Check the constraints for NaN or enormous values.")
    }
    let changed = solver.takeChangedVariables()
    guard !changed.isEmpty, !isFitting else { return }
    for variable in changed {
      guard Int(variable.id) < owners.count, let record = owners[Int(variable.id)],
        !record.needsFrame || !record.hasMoved
      else { continue }
      record.needsFrame = true
      record.hasMoved = true
      if let view = record.item as? UIView {
        // NB: Once per superview and pass: a chain of a thousand views moves one superview.
        if !record.isInput, let superview = view.superview, !superview.needsLayout { superview.setNeedsLayout() }
        // The frames of its engine-placed subviews are measured from it.
        if view.rarelySet?.autoLayout?.positionsSubviews == true, !view.needsLayout { view.setNeedsLayout() }
      } else if let guide = record.item as? UILayoutGuide, guide.kind == .content {
        guide.owningView?.setNeedsLayout()
      }
    }
  }

  // MARK: - Reading the solution

  /// An item's rectangle in the root's coordinates, edges snapped to whole cells.
  ///
  /// NB: Each edge is rounded on its own, to the nearest integer with ties away from zero, so
  /// two items that share an edge in the solution share it on screen: no gap, no overlap.
  func snappedRect(of record: ItemRecord) -> CGRect {
    func snap(_ value: Double) -> Double {
      guard value.isFinite else { return 0 }
      return min(max(value, -LayoutEngine.coordinateLimit), LayoutEngine.coordinateLimit)
        .rounded(.toNearestOrAwayFromZero)
    }
    let x = solver.value(of: record.x)
    let y = solver.value(of: record.y)
    let minX = snap(x)
    let minY = snap(y)
    let maxX = snap(x + solver.value(of: record.width))
    let maxY = snap(y + solver.value(of: record.height))
    return CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
  }

  /// How far from the origin a snapped coordinate may be: beyond, enormous constants would make
  /// frames no cell index can hold.
  static let coordinateLimit = 1_000_000.0

  /// The frame the solution gives `view` in `superview`'s coordinates.
  func frame(of record: ItemRecord, in superview: UIView) -> CGRect? {
    guard let parent = records[ObjectIdentifier(superview)] else { return nil }
    let rect = snappedRect(of: record)
    let origin = snappedRect(of: parent).origin
    return rect.offsetBy(dx: -origin.x, dy: -origin.y)
  }
}

/// A view the engine will come back to, held without keeping it alive.
@MainActor
struct WeakView {
  weak var view: UIView?
}

/// An item's variables and the engine's own constraints on it.
@MainActor
final class ItemRecord {
  /// The engine the record is in.
  weak var engine: LayoutEngine?
  /// The view or layout guide; the engine forgets the record before the item goes.
  unowned(unsafe) let item: AnyObject
  let x: LinearSolver.Variable
  let y: LinearSolver.Variable
  let width: LinearSolver.Variable
  let height: LinearSolver.Variable
  var isInput = false
  /// Whether the solution moved the item since its frame was last set from it.
  var needsFrame = true
  /// Whether the solution moved the item since its subviews' frames were last set, which are
  /// measured from it.
  var hasMoved = true
  /// The frame the input constraints hold.
  var inputFrame: CGRect?
  var inputConstraints: [NSLayoutConstraint] = []
  /// Hugging and compression resistance, width then height.
  var intrinsicConstraints: [NSLayoutConstraint?] = [nil, nil, nil, nil]
  var intrinsicSize: CGSize?
  var intrinsicPriorities: LayoutPriorities?

  init(
    engine: LayoutEngine, item: AnyObject, x: LinearSolver.Variable, y: LinearSolver.Variable,
    width: LinearSolver.Variable, height: LinearSolver.Variable
  ) {
    self.engine = engine
    self.item = item
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  var variables: [LinearSolver.Variable] { [x, y, width, height] }
}

/// A constraint the engine makes to hold an input view's frame: UIKit's
/// `NSAutoresizingMaskLayoutConstraint`, which its logs show under that name.
final class AutoresizingConstraint: NSLayoutConstraint {
  init(
    _ view: AnyObject, _ attribute: NSLayoutConstraint.Attribute, _ superview: UIView?,
    constant: CGFloat
  ) {
    super.init(
      first: view, firstAttribute: attribute, relation: .equal, second: superview,
      secondAttribute: superview == nil ? .notAnAttribute : attribute, multiplier: 1,
      constant: constant)
  }
}

/// A hugging or compression-resistance constraint made from a view's intrinsic size: UIKit's
/// `NSContentSizeLayoutConstraint`.
final class IntrinsicSizeConstraint: NSLayoutConstraint {
  init(
    _ view: UIView, _ attribute: NSLayoutConstraint.Attribute,
    _ relation: NSLayoutConstraint.Relation, constant: CGFloat
  ) {
    super.init(
      first: view, firstAttribute: attribute, relation: relation, second: nil,
      secondAttribute: .notAnAttribute, multiplier: 1, constant: constant)
  }
}
