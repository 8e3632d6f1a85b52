# Homebrew formula for momgen, for a tap (brew tap OWNER/momgen URL; brew install momgen).
# Not published from this repository: before a release, replace OWNER with the
# GitHub owner and sha256 with the release archive's (shasum -a 256 momgen-0.1.0.tar.gz);
# `brew audit --new --formula Formula/momgen.rb` then checks it. See docs/install.md.
class Momgen < Formula
  desc "Schema compiler for Core Data models: lint, generate Swift, SQLite DDL"
  homepage "https://github.com/OWNER/momgen"
  url "https://github.com/OWNER/momgen/archive/refs/tags/0.1.0.tar.gz"
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  head "https://github.com/OWNER/momgen.git", branch: "main"

  depends_on "pkgconf" => :build # SwiftPM finds libxml2, SQLite and zlib through pkg-config
  depends_on xcode: ["15.3", :build] # Swift 5.10
  depends_on macos: :ventura # Package.swift: .macOS(.v13)
  depends_on "libxml2"
  depends_on "sqlite"

  uses_from_macos "swift" => :build
  uses_from_macos "zlib" # a store's compressed model cache (CZlib)

  def install
    # SwiftPM's own sandbox cannot run inside Homebrew's; on Linux the Swift
    # runtime is linked in so the binary does not need the toolchain.
    args = OS.mac? ? ["--disable-sandbox"] : ["--static-swift-stdlib"]
    system "swift", "build", *args, "--configuration", "release", "--product", "momgen"
    bin.install ".build/release/momgen"
    generate_completions_from_executable(bin/"momgen", "--generate-completion-script")
  end

  test do
    assert_match version.to_s, shell_output("#{bin}/momgen --version")
    (testpath/"Model.xcdatamodel/contents").write <<~XML
      <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
      <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
        <entity name="Book" representedClassName="Book"><attribute name="title" attributeType="String"/></entity>
      </model>
    XML
    system bin/"momgen", "generate", testpath/"Model.xcdatamodel", "--output", testpath/"Generated"
    assert_path_exists testpath/"Generated/_Book.swift"
  end
end
