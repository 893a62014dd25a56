import Foundation
import GraftUI
import Testing

private struct SampleForm: View {
  @State private var name = ""
  @State private var notify = true
  @State private var copies = 2

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Name", text: $name).textFieldStyle(.roundedBorder)
      Toggle("Notify me", isOn: $notify)
      Stepper("Copies: \(copies)", value: $copies, in: 1...9)
      Divider()
      List(0..<100, id: \.self) { row in
        Text("Row \(row)")
      }
    }
  }
}

@Suite @MainActor struct SampleFormTests {
  @Test func theSampleFormRendersAt60By20() {
    let (window, _) = host(SampleForm(), width: 60, height: 20)
    #expect(
      window.screen() == """
        [Name                                                      ]
        Notify me                                              [ ON]
        Copies: 2                                              [-|+]
        ────────────────────────────────────────────────────────────
        Row 0                                                      ┃
        Row 1                                                      ┃
        Row 2                                                      ┃
        Row 3
        Row 4
        Row 5
        Row 6
        Row 7
        Row 8
        Row 9
        Row 10
        Row 11
        Row 12
        Row 13
        Row 14
        Row 15
        """)
  }

  @Test func theFormsControlsDriveItsState() {
    let (window, _) = host(SampleForm(), width: 60, height: 20)
    window.tap(window.views(of: UITextField.self).first!)
    window.sendText("Ada")
    window.tap(window.views(of: UISwitch.self).first!)
    let stepper = window.views(of: UIStepper.self).first!
    window.sendTap(at: stepper.convert(CGPoint(x: 3, y: 0), to: nil))
    let screen = window.screen()
    #expect(screen.hasPrefix("[Ada "))
    #expect(screen.contains("Notify me                                              [OFF]"))
    #expect(screen.contains("Copies: 3"))
  }
}
