import SwiftUI
import ThirdPartySDK

/// The articles' finished demo: a value shown in SwiftUI, the vendor's view, a toggle that
/// changes its behaviour, and a button that calls its method through the proxy.
public struct ThirdPartyDemoView: View {
  @State private var shouldAdd = true
  @State private var currentValue = 0

  public init() {}

  public var body: some View {
    ThirdPartyReader { proxy in
      Text("\(currentValue)")
      ThirdPartyView(shouldAdd: shouldAdd)
        .viewChangedValueTo { view, newValue in
          currentValue = newValue
        }
      Toggle("Add?", isOn: $shouldAdd)
      Button("Perform Action") {
        proxy.changeInternalValue()
      }
    }
  }
}
