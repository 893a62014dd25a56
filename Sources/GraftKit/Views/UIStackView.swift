public import Foundation

/// A view that lays out a row or a column of views.
///
/// Add views with ``addArrangedSubview(_:)``; the stack view places them one after another
/// along its ``axis``, ``spacing`` apart, sizing each from its `intrinsicContentSize`. When the
/// stack is longer than its views need, ``distribution`` decides who grows; with `.fill`, the
/// view that hugs its content least does. When it is shorter, the view that resists
/// compression least shrinks first. ``alignment`` places the views across the axis. Hidden
/// arranged views take no space.
///
/// ```swift
/// let row = UIStackView(arrangedSubviews: [nameLabel, valueLabel])
/// row.axis = .horizontal
/// row.spacing = 1
/// valueLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)  // nameLabel grows
/// ```
@MainActor @preconcurrency
open class UIStackView: UIView {
  /// How a stack view places its views across its axis.
  public enum Alignment: Int, Sendable {
    /// The views fill the stack across its axis.
    case fill = 0
    /// The views line up with the stack's leading edge (a vertical stack's left).
    case leading = 1
    /// A horizontal stack lines up its views' first lines of text: their top rows.
    case firstBaseline = 2
    /// The views are centred across the axis.
    case center = 3
    /// The views line up with the stack's trailing edge (a vertical stack's right).
    case trailing = 4
    /// A horizontal stack lines up its views' last lines of text: their bottom rows.
    case lastBaseline = 5

    /// A horizontal stack's views line up with its top edge; the same value as ``leading``.
    public static var top: Alignment { .leading }
    /// A horizontal stack's views line up with its bottom edge; the same value as ``trailing``.
    public static var bottom: Alignment { .trailing }
  }

  /// How a stack view sizes and spaces its views along its axis.
  public enum Distribution: Int, Sendable {
    /// The views keep their intrinsic sizes; the least hugging view takes extra space, and the
    /// least compression-resistant view gives up space first.
    case fill = 0
    /// The views are all the same size.
    case fillEqually = 1
    /// The views share the space in proportion to their intrinsic sizes.
    case fillProportionally = 2
    /// The views keep their intrinsic sizes, and the space left is shared between the gaps.
    case equalSpacing = 3
    /// The views keep their intrinsic sizes, and their centres are equally far apart.
    case equalCentering = 4
  }

  /// A custom spacing value meaning "use the stack's ``spacing``".
  public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
  /// A spacing value meaning "use the system spacing", which is one cell in a terminal.
  public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

  /// The views the stack lays out, in order. They are also subviews of the stack.
  public private(set) var arrangedSubviews: [UIView] = []
  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  /// ``arrangedSubviews``, for asking in constant time whether a view is arranged.
  private var arrangedIdentifiers: Set<ObjectIdentifier> = []
  /// The intrinsic size last reported to the superview.
  private var reportedIntrinsicSize: CGSize?
  /// Which arranged views were hidden at the last layout.
  private var laidOutVisibility: [Bool] = []

  /// Creates an empty horizontal stack view.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a horizontal stack view that arranges `views`.
  public init(arrangedSubviews views: [UIView]) {
    super.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  // MARK: - Configuration

  /// The direction views are laid out in. The default is `.horizontal`.
  open var axis: NSLayoutConstraint.Axis = .horizontal {
    didSet { if axis != oldValue { setNeedsLayout() } }
  }

  /// The gap between adjacent views, in cells. The default is 0.
  open var spacing: CGFloat = 0 {
    didSet { if spacing != oldValue { setNeedsLayout() } }
  }

  /// How views are placed across the axis. The default is `.fill`.
  open var alignment: Alignment = .fill {
    didSet { if alignment != oldValue { setNeedsLayout() } }
  }

  /// How views are sized along the axis. The default is `.fill`.
  open var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { setNeedsLayout() } }
  }

  /// Whether views are laid out within the layout margins rather than the bounds.
  ///
  /// Stored only: the stack arranges its views within its bounds either way.
  open var isLayoutMarginsRelativeArrangement: Bool = false {
    didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsLayout() } }
  }

  /// Whether vertical spacing is measured between text baselines. In a terminal every line is
  /// one cell, so this changes nothing.
  open var isBaselineRelativeArrangement: Bool = false

  /// Sets the gap after `arrangedSubview`, replacing ``spacing`` there; pass
  /// ``spacingUseDefault`` to go back to ``spacing``.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    guard arrangedSubviews.contains(arrangedSubview) else { return }
    customSpacings[ObjectIdentifier(arrangedSubview)] =
      spacing == UIStackView.spacingUseDefault ? nil : spacing
    setNeedsLayout()
  }

  /// The gap after `arrangedSubview`, or ``spacingUseDefault`` when it has no custom gap.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
  }

  // MARK: - Arranged subviews

  /// Appends `view` to the arranged views, adding it as a subview if it is not one.
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts `view` into the arranged views at `stackIndex`, adding it as a subview if it is
  /// not one. A view that is already arranged moves to `stackIndex`.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    guard view !== self else { return }
    // NB: Looked up first: appending the ten-thousandth row must not scan the other rows.
    if arrangedIdentifiers.contains(ObjectIdentifier(view)) { arrangedSubviews.removeAll { $0 === view } }
    arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
    arrangedIdentifiers.insert(ObjectIdentifier(view))
    // NB: As UIKit's: the stack places its arranged views, whatever their masks say.
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    setNeedsLayout()
  }

  /// Removes `view` from the arranged views. It stays a subview, where it was, as in UIKit;
  /// call `removeFromSuperview()` to take it off screen.
  open func removeArrangedSubview(_ view: UIView) {
    guard arrangedIdentifiers.contains(ObjectIdentifier(view)) else { return }
    arrangedSubviews.removeAll { $0 === view }
    arrangedIdentifiers.remove(ObjectIdentifier(view))
    customSpacings[ObjectIdentifier(view)] = nil
    setNeedsLayout()
  }

  /// An arranged view that leaves the stack stops being arranged.
  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    removeArrangedSubview(subview)
  }

  // MARK: - Invalidation

  /// Marks the stack for layout, and tells its superview when that changes its intrinsic size,
  /// so nested stacks follow an arranged view's change of size.
  open override func setNeedsLayout() {
    super.setNeedsLayout()
    // NB: Only a superview can act on the report; a stack being filled before it has one
    // would measure every arranged view once per view added.
    guard superview != nil else { return }
    let size = intrinsicContentSize
    if size != reportedIntrinsicSize {
      reportedIntrinsicSize = size
      invalidateIntrinsicContentSize()
    }
  }

  // NB: UIKit's stack view observes its arranged views' isHidden. Graft's views do not report
  // that change to their superview, so the stack notices it when laid out explicitly and when
  // the hidden view's region is redrawn, and lays out again then.

  /// Lays out the stack now if it needs it, or if an arranged view was shown or hidden.
  open override func layoutIfNeeded() {
    if arrangedVisibility != laidOutVisibility { setNeedsLayout() }
    super.layoutIfNeeded()
  }

  /// Draws nothing, as UIKit's stack view; schedules a layout if an arranged view was shown or
  /// hidden since the last one.
  open override func draw(_ rect: CGRect) {
    if arrangedVisibility != laidOutVisibility { setNeedsLayout() }
  }

  private var arrangedVisibility: [Bool] { arrangedSubviews.map(\.isHidden) }

  // MARK: - Sizing

  /// The size the visible arranged views need: their lengths and the gaps along the axis, and
  /// the largest of them across it.
  open override var intrinsicContentSize: CGSize {
    let views = arrangedSubviews.filter { !$0.isHidden }
    let across = axis == .horizontal ? bounds.height : bounds.width
    let measures = views.map { measure($0, across: across > 0 ? across : nil) }
    let lengths = measures.map { $0.along ?? 0 }
    var along = gaps(after: views).reduce(0, +)
    along +=
      distribution == .fillEqually
      ? (lengths.max() ?? 0) * CGFloat(lengths.count) : lengths.reduce(0, +)
    let thickness = measures.map { $0.across ?? 0 }.max() ?? 0
    return axis == .horizontal
      ? CGSize(width: along, height: thickness) : CGSize(width: thickness, height: along)
  }

  /// The stack's ``intrinsicContentSize``, so `sizeToFit()` fits the stack to its views.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    intrinsicContentSize
  }

  // MARK: - Layout

  /// Places the visible arranged views along the axis and across it.
  open override func layoutSubviews() {
    super.layoutSubviews()
    laidOutVisibility = arrangedVisibility
    let views = arrangedSubviews.filter { !$0.isHidden }
    guard !views.isEmpty else { return }
    let horizontal = axis == .horizontal
    let alongStart = horizontal ? bounds.minX : bounds.minY
    let acrossStart = horizontal ? bounds.minY : bounds.minX
    let along = horizontal ? bounds.width : bounds.height
    let across = horizontal ? bounds.height : bounds.width
    let crossAlignment = effectiveAlignment

    // NB: Across first, so a wrapping label's length along a vertical stack follows its width.
    let thicknesses = views.map { view in
      crossAlignment == .fill ? across : min(across, measure(view, across: nil).across ?? across)
    }
    let measures = zip(views, thicknesses).map { measure($0, across: $1) }
    let layout = StackArrangement.lengths(
      intrinsic: measures.map(\.along), available: along, gaps: gaps(after: views),
      distribution: distribution, hugging: views.map { $0.contentHuggingPriority(for: axis) },
      resistance: views.map { $0.contentCompressionResistancePriority(for: axis) })

    for (index, view) in views.enumerated() {
      // NB: Rounding both ends keeps views on whole cells without gaps or overlaps.
      let start = (alongStart + layout.starts[index]).rounded()
      let end = (alongStart + layout.starts[index] + layout.sizes[index]).rounded()
      var thickness = thicknesses[index]
      if horizontal, crossAlignment != .fill,
        let height = wrappedHeight(of: view, width: end - start)
      {
        thickness = min(across, height)
      }
      let offset: CGFloat =
        switch crossAlignment {
        case .fill, .leading, .firstBaseline: 0
        case .center: ((across - thickness) / 2).rounded(.down)
        case .trailing, .lastBaseline: across - thickness
        }
      view.frame =
        horizontal
        ? CGRect(x: start, y: acrossStart + offset, width: end - start, height: thickness)
        : CGRect(x: acrossStart + offset, y: start, width: thickness, height: end - start)
    }
  }

  /// The alignment in effect: baseline alignments apply to horizontal stacks only, and a
  /// vertical stack fills instead.
  private var effectiveAlignment: Alignment {
    if axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline { return .fill }
    return alignment
  }

  /// The gap after each of `views` but the last.
  private func gaps(after views: [UIView]) -> [CGFloat] {
    func resolve(_ value: CGFloat) -> CGFloat {
      value == UIStackView.spacingUseSystem ? 1 : value
    }
    return views.dropLast().map { view in
      resolve(customSpacings[ObjectIdentifier(view)] ?? spacing)
    }
  }

  /// A view's intrinsic length along the axis and thickness across it, `nil` where it has no
  /// intrinsic metric. Given the thickness a vertical stack gives it, a wrapping label reports
  /// the height its text needs at that width.
  private func measure(_ view: UIView, across: CGFloat?) -> (along: CGFloat?, across: CGFloat?) {
    var size = view.intrinsicContentSize
    if size.width == UIView.noIntrinsicMetric || size.height == UIView.noIntrinsicMetric,
      view.usesConstraintsInside
    {
      // NB: A view sized by constraints inside it measures as UIKit's stack view would see it.
      let fixed = axis == .vertical ? across : nil
      let fitted = view.systemLayoutSizeFitting(
        CGSize(width: fixed ?? 0, height: 0),
        withHorizontalFittingPriority: fixed == nil ? .fittingSizeLevel : .required,
        verticalFittingPriority: .fittingSizeLevel)
      if size.width == UIView.noIntrinsicMetric { size.width = fitted.width }
      if size.height == UIView.noIntrinsicMetric { size.height = fitted.height }
    }
    func metric(_ value: CGFloat) -> CGFloat? { value == UIView.noIntrinsicMetric ? nil : value }
    if axis == .horizontal { return (metric(size.width), metric(size.height)) }
    if let across, let height = wrappedHeight(of: view, width: across) {
      return (height, metric(size.width))
    }
    return (metric(size.height), metric(size.width))
  }

  /// The height of a label that wraps, laid out `width` cells wide; `nil` for other views.
  private func wrappedHeight(of view: UIView, width: CGFloat) -> CGFloat? {
    guard let label = view as? UILabel, label.numberOfLines != 1, width > 0 else { return nil }
    return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
  }

  package override func arrangesSubviewByFrame(_ subview: UIView) -> Bool {
    arrangedIdentifiers.contains(ObjectIdentifier(subview))
  }

  package override var debugProperties: [(String, String)] {
    super.debugProperties + [("axis", axis == .horizontal ? "horizontal" : "vertical")]
  }
}

/// The arithmetic of a stack view's layout along its axis, apart from any view.
private enum StackArrangement {
  /// Where each view starts along the axis, and how long it is, before rounding to cells.
  static func lengths(
    intrinsic: [CGFloat?], available: CGFloat, gaps: [CGFloat],
    distribution: UIStackView.Distribution, hugging: [UILayoutPriority],
    resistance: [UILayoutPriority]
  ) -> (starts: [CGFloat], sizes: [CGFloat]) {
    let count = intrinsic.count
    let totalGaps = gaps.reduce(0, +)
    let natural = intrinsic.map { $0 ?? 0 }
    let extra = available - totalGaps - natural.reduce(0, +)
    var sizes = natural
    var gaps = gaps
    switch distribution {
    case .fillEqually:
      sizes = Array(repeating: max(0, (available - totalGaps) / CGFloat(count)), count: count)
    case .fillProportionally:
      let total = natural.reduce(0, +)
      let space = max(0, available - totalGaps)
      sizes = natural.map { total > 0 ? $0 / total * space : space / CGFloat(count) }
    case .fill:
      sizes = fill(
        natural, flexible: intrinsic.map { $0 == nil }, extra: extra, hugging: hugging,
        resistance: resistance)
    case .equalSpacing, .equalCentering:
      if count == 1 || extra < 0 {
        sizes = fill(
          natural, flexible: intrinsic.map { $0 == nil }, extra: extra, hugging: hugging,
          resistance: resistance)
      } else if distribution == .equalSpacing {
        gaps = gaps.map { $0 + extra / CGFloat(count - 1) }
      } else if let centred = equalCentering(natural, available: available, gaps: gaps) {
        return (centred, natural)
      } else {
        gaps = gaps.map { $0 + extra / CGFloat(count - 1) }
      }
    }
    var starts: [CGFloat] = []
    var position: CGFloat = 0
    for (index, size) in sizes.enumerated() {
      starts.append(position)
      position += size + (index < gaps.count ? gaps[index] : 0)
    }
    return (starts, sizes)
  }

  /// Natural sizes grown or shrunk by `extra` following the priorities.
  ///
  /// Extra space goes to a view without an intrinsic length if there is one, since nothing
  /// makes it hug; otherwise to the view with the lowest hugging priority, the first on a tie.
  /// A shortage shrinks the view with the lowest compression resistance first, the last on a
  /// tie, down to nothing, then the next.
  private static func fill(
    _ natural: [CGFloat], flexible: [Bool], extra: CGFloat, hugging: [UILayoutPriority],
    resistance: [UILayoutPriority]
  ) -> [CGFloat] {
    var sizes = natural
    if extra > 0 {
      // NB: min(by:) returns the first of equal elements.
      let grower =
        flexible.firstIndex(of: true) ?? hugging.indices.min { hugging[$0] < hugging[$1] }
      if let grower { sizes[grower] += extra }
    } else if extra < 0 {
      var shortage = -extra
      let order = resistance.indices.sorted {
        resistance[$0] != resistance[$1] ? resistance[$0] < resistance[$1] : $0 > $1
      }
      for index in order where shortage > 0 {
        let taken = min(sizes[index], shortage)
        sizes[index] -= taken
        shortage -= taken
      }
    }
    return sizes
  }

  /// Starts that put the views' centres equally far apart, the first and last touching the
  /// ends, or `nil` when that would bring two views closer than their gap.
  private static func equalCentering(
    _ sizes: [CGFloat], available: CGFloat, gaps: [CGFloat]
  ) -> [CGFloat]? {
    guard let first = sizes.first, let last = sizes.last, sizes.count > 1 else { return nil }
    let firstCentre = first / 2
    let step = (available - last / 2 - firstCentre) / CGFloat(sizes.count - 1)
    let starts = sizes.indices.map { firstCentre + CGFloat($0) * step - sizes[$0] / 2 }
    for index in gaps.indices where starts[index + 1] - starts[index] - sizes[index] < gaps[index] {
      return nil
    }
    return starts
  }
}
