import Testing
import ThinDI

// Swinject's AssemblerTests: an `Assembly` is a ThinDI ``Installer``, an `Assembler` a
// ``ContainerBuilder`` installing them, and a child assembler `makeChild` installing into the
// child. Default object scopes and container behaviours are not ported: a ThinDI registration
// always says its lifestyle, and nothing changes a container once it is built.

private struct AnimalInstaller: Installer {
  func install(into builder: inout ContainerBuilder) {
    builder.register(Animal.self) { r in
      let cat = Cat(name: "Whiskers")
      cat.favoriteFood = try r.resolve()
      return cat as Animal
    }
  }
}

private struct FoodInstaller: Installer {
  func install(into builder: inout ContainerBuilder) {
    builder.register(Food.self, .singleton) { Sushi() as Food }
  }
}

private struct OtherFoodInstaller: Installer {
  func install(into builder: inout ContainerBuilder) {
    builder.register(Food.self) { Sushi() as Food }
  }
}

@Suite struct SwinjectAssemblerTests {
  // Swinject: testAssemblerCanAssembleMultipleContainersWithInterDependenciesInAnyOrder.
  @Test(arguments: [false, true])
  func installersThatDependOnEachOtherWorkInAnyOrder(foodFirst: Bool) throws {
    let installers: [any Installer] = [AnimalInstaller(), FoodInstaller()]
    let container = try ContainerBuilder(installers: foodFirst ? installers.reversed() : installers)
      .build()
    let cat = try container.resolve(Animal.self) as? Cat
    #expect(cat?.name == "Whiskers")
    #expect(cat?.favoriteFood === (try container.resolve(Food.self)))
  }

  // Swinject: testChildAssemblerCannotGiveEntitiesToParent.
  @Test func childInstallerGivesNothingToItsParent() throws {
    let parent = try ContainerBuilder(installers: [FoodInstaller()]).build()
    let child = try parent.makeChild { $0.install(AnimalInstaller()) }
    #expect(try child.resolve(Animal.self).name == "Whiskers")
    #expect(!parent.isRegistered(Animal.self))
    #expect(throws: ResolutionError.self) { try parent.resolve(Animal.self) }
  }

  // Swinject lets the later assembly win silently; ThinDI names both installers.
  @Test func twoInstallersRegisteringOneKeyAreBothNamed() throws {
    let builder = ContainerBuilder(installers: [FoodInstaller(), OtherFoodInstaller()])
    #expect {
      try builder.build()
    } throws: { error in
      "\(error)".hasPrefix("Food: registered twice (by FoodInstaller and by OtherFoodInstaller)")
    }
  }
}
