import Testing
import ThinDI
import ThinKit
import ThinScenes
import ThinTerminal
import ThinTerminalTesting

// The view controllers article's sheet with a bar of its own, and the testing guide's outputs
// of a sheet: a profile screen whose Rename button presents a rename form, Cancel and Done in
// the form's own bar.

/// The rename form: one field, which takes focus as the sheet shows.
final class RenameView: View {
  let nameField = TextField(placeholder: "New name")

  override init(frame: Rect = .zero) {
    super.init(frame: frame)
    addSubview(nameField)
  }

  override func didMoveToWindow() {
    if window != nil { nameField.becomeFirstResponder() }
  }

  override func layoutSubviews() {
    nameField.frame = Rect(x: 1, y: 1, width: max(0, bounds.width - 2), height: 1)
  }
}

/// The rename form's screen: three rows high, under the bar its stack adds.
final class RenameViewController: ViewController {
  init(view: RenameView) {
    super.init(view: view, title: "Rename profile")
  }

  override func preferredContentSize(fitting available: Size) -> Size {
    Size(width: min(40, available.width), height: 3)
  }
}

/// The rename sheet, assembled: its screen in a navigation stack of its own, whose bar shows
/// the screen's title between Cancel and Done.
final class RenameScene: Scene {
  let view = RenameView()

  init(resolver: inout Resolver, argument: Void) throws {}

  func makeScreen(resolver: inout Resolver) -> NavigationController {
    let screen = RenameViewController(view: view)
    return NavigationController(
      rootViewController: screen,
      navigationSpec: .cancelDone(
        onCancel: { [weak screen] _ in screen?.dismiss(animated: true) },
        onDone: { [weak screen] _ in screen?.dismiss(animated: true) }))
  }
}

/// The profile: its Rename button presents the rename sheet.
final class ProfileViewController: ViewController {
  init(rename: Route<Void>) {
    super.init(view: Label(text: "Ada Lovelace"), title: "Profile")
    navigationItem.rightBarButtonItems = [
      BarButtonItem(title: "Rename") { [weak self] in self?.present(rename) }
    ]
  }
}

/// The profile screen, assembled.
final class ProfileScene: Scene {
  enum Rename: Destination {}

  init(resolver: inout Resolver, argument: Void) throws {}

  func makeScreen(resolver: inout Resolver) throws -> ProfileViewController {
    ProfileViewController(rename: try resolver.route(to: Rename.self))
  }
}

/// Where the profile example opens.
enum ProfileApp: Destination {}

/// Registers the profile and its rename sheet.
struct ProfileInstaller: Installer {
  func install(into builder: inout ContainerBuilder) {
    builder.registerRoute(ProfileApp.self, to: ProfileScene.self)
    builder.registerRoute(ProfileScene.Rename.self, to: RenameScene.self)
  }
}

@MainActor
@Suite struct SheetArticleExamples {
  @Test func aSheetWithABarOfItsOwnShowsItsTitleAndCloses() async throws {
    let test = try await SceneTest(ProfileScene.self, installers: [ProfileInstaller()])
    test.click("Rename")
    await test.receive(
      .highlight("Rename"), .route(ProfileScene.Rename.self), .present(RenameScene.self),
      .focus("New name"))
    await test.advance(by: .milliseconds(400))
    let bar = try #require(test.lines.first { $0.contains("Rename profile") })
    #expect(bar.contains("Cancel") && bar.contains("Done"), "the sheet's own bar: \(bar)")
    #expect(test.text.contains("New name"))

    test.type("Ada")
    test.click("Cancel")
    await test.receive(.focus(nil), .highlight("Cancel"), .dismiss(RenameScene.self))
    await test.advance(by: .milliseconds(400))
    #expect(!test.text.contains("Rename profile"))
    await test.finish()
  }
}
