// A stand-in for Homebrew's formula DSL, in Ruby: it loads Formula/momgen.rb,
// records the class-level calls (url, depends_on, …) and runs `install` with
// `system`, `bin.install` and the completion helper recorded instead of run,
// so a Linux test can check the steps Homebrew would take on either OS.
enum FormulaDryRun {
    /// Run as `DRY_RUN_OS=mac|linux ruby -e SCRIPT FORMULA.rb`; prints
    /// `{"dsl": [[name, arguments]], "steps": [[kind, arguments…]]}`.
    static let script = #"""
    require "json"

    module OS
      def self.mac? = ENV["DRY_RUN_OS"] == "mac"
      def self.linux? = !mac?
    end

    class Formula
      @@dsl = []
      def self.method_missing(name, *args, **options, &block)
        @@dsl << [name.to_s, (args + (options.empty? ? [] : [options])).inspect]
      end
      def self.respond_to_missing?(*) = true
      # Kernel#test would take the test block otherwise.
      def self.test(*, &block) = @@dsl << ["test", block ? "block" : "none"]
      def self.dsl = @@dsl

      Prefix = Struct.new(:path) do
        def /(other) = "#{path}/#{other}"
        def to_s = path
      end

      attr_reader :steps
      def initialize = @steps = []
      def bin
        steps = @steps
        prefix = Prefix.new("bin")
        prefix.define_singleton_method(:install) { |*paths| steps << ["bin.install", *paths.map(&:to_s)] }
        prefix
      end
      def system(*args) = @steps << ["system", *args.map(&:to_s)]
      def generate_completions_from_executable(*args) = @steps << ["completions", *args.map(&:to_s)]
    end

    load ARGV.fetch(0)
    formula = Object.const_get(File.basename(ARGV[0], ".rb").capitalize).new
    formula.install
    puts JSON.generate({ "dsl" => Formula.dsl, "steps" => formula.steps })
    """#
}
