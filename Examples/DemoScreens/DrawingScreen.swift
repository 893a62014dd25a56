import SwiftUI
import UIKit

/// A signature pad: a UIKit view that records the pointer's drags as a path and draws it with
/// Core Graphics, as such a view does on iOS.
public final class SignatureView: UIView {
  private let path = UIBezierPath()
  var strokeColor = UIColor.systemBlue
  var onStrokeCountChange: ((Int) -> Void)?
  private(set) var strokeCount = 0

  public override init(frame: CGRect) {
    super.init(frame: frame)
    path.lineWidth = 1
    path.lineCapStyle = .round
    layer.borderWidth = 1
    layer.borderColor = UIColor.systemGray.cgColor
    layer.cornerRadius = 1
  }

  public required init?(coder: NSCoder) { nil }

  func clear() {
    path.removeAllPoints()
    strokeCount = 0
    onStrokeCountChange?(0)
    setNeedsDisplay()
  }

  public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let point = touches.first?.location(in: self) else { return }
    path.move(to: point)
    path.addLine(to: point)
    strokeCount += 1
    onStrokeCountChange?(strokeCount)
    setNeedsDisplay()
  }

  public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let point = touches.first?.location(in: self) else { return }
    path.addLine(to: point)
    setNeedsDisplay()
  }

  public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    touchesMoved(touches, with: event)
  }

  public override func draw(_ rect: CGRect) {
    strokeColor.setStroke()
    path.stroke()
  }
}

/// The signature pad in SwiftUI, reporting how many strokes it holds.
struct SignaturePad: UIViewRepresentable {
  @Binding var strokes: Int
  var clearRequests: Int

  func makeUIView(context: Context) -> SignatureView {
    let view = SignatureView()
    view.onStrokeCountChange = { count in context.coordinator.strokes.wrappedValue = count }
    return view
  }

  func updateUIView(_ uiView: SignatureView, context: Context) {
    context.coordinator.strokes = $strokes
    if context.coordinator.clearRequests != clearRequests {
      context.coordinator.clearRequests = clearRequests
      uiView.clear()
    }
  }

  func makeCoordinator() -> Coordinator { Coordinator(strokes: $strokes, clearRequests: clearRequests) }

  final class Coordinator {
    var strokes: Binding<Int>
    var clearRequests: Int
    init(strokes: Binding<Int>, clearRequests: Int) {
      self.strokes = strokes
      self.clearRequests = clearRequests
    }
  }
}

/// A line chart drawn in `draw(_:)` with `UIBezierPath`.
final class ChartView: UIView {
  var values: [CGFloat] = [3, 5, 2, 8, 6, 9, 4, 7, 10, 6] { didSet { setNeedsDisplay() } }

  override func draw(_ rect: CGRect) {
    guard let top = values.max(), values.count > 1, top > 0 else { return }
    let step = (bounds.width - 1) / CGFloat(values.count - 1)
    let line = UIBezierPath()
    for (index, value) in values.enumerated() {
      let point = CGPoint(x: CGFloat(index) * step, y: (bounds.height - 0.5) * (1 - value / top))
      if index == 0 { line.move(to: point) } else { line.addLine(to: point) }
    }
    UIColor.systemGreen.setStroke()
    line.stroke()
  }
}

struct Chart: UIViewRepresentable {
  var values: [CGFloat]
  func makeUIView(context: Context) -> ChartView { ChartView() }
  func updateUIView(_ uiView: ChartView, context: Context) { uiView.values = values }
}

/// Drawing below the cell: a signature pad and a chart from UIKit, and SwiftUI shapes and a
/// gradient.
struct DrawingScreen: View {
  @State private var strokes = 0
  @State private var clearRequests = 0
  @State private var values: [CGFloat] = [3, 5, 2, 8, 6, 9, 4, 7, 10, 6]

  var body: some View {
    VStack(spacing: 1) {
      HStack(spacing: 2) {
        VStack(spacing: 0) {
          Text("Signature: drag to draw (\(strokes))")
          SignaturePad(strokes: $strokes, clearRequests: clearRequests)
            .frame(width: 34, height: 8)
          Button("Clear") { clearRequests += 1 }
        }
        VStack(spacing: 0) {
          Text("Chart")
          Chart(values: values).frame(width: 30, height: 8)
          Button("Shuffle") { values.shuffle() }
        }
      }
      HStack(spacing: 3) {
        Circle().stroke(.orange).frame(width: 10, height: 5)
        RoundedRectangle(cornerRadius: 2).strokeBorder(.cyan).frame(width: 14, height: 5)
        Capsule().fill(.purple).frame(width: 14, height: 3)
        LinearGradient(colors: [.blue, .pink], startPoint: .leading, endPoint: .trailing)
          .frame(width: 16, height: 3)
      }
    }
  }
}
