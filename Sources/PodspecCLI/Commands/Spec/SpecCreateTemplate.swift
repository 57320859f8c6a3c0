import PodspecModel

/// The podspec stub `pod spec create` writes (CocoaPods' `spec_template`, reference §7.1): every active
/// line CocoaPods writes, with the same comments and banners, filled from the values below.
struct SpecCreateTemplate: Equatable {
    var name: String
    var version = "0.0.1"
    var summary: String
    var homepage: String
    var authorName: String
    var authorEmail: String
    var sourceURL: String
    /// `:tag` or `:commit`, written as a Ruby symbol key.
    var refType = ":tag"
    /// The literal `#{spec.version}` by default, so the tag follows the version.
    var ref = "#{spec.version}"

    /// CocoaPods' defaults for a pod NAME (`default_data_for_template`).
    init(name: String, authorName: String, authorEmail: String) {
        self.name = name
        summary = "A short description of \(name)."
        homepage = "http://EXAMPLE/\(name)"
        self.authorName = authorName
        self.authorEmail = authorEmail
        sourceURL = "http://EXAMPLE/\(name).git"
    }

    /// The file's name: `NAME.podspec`.
    var fileName: String { "\(name).podspec" }

    /// `value` escaped for the double-quoted Ruby string literal it is written in: Ruby's own
    /// `String#inspect` without its quotes, so Ruby (and our reader) read back exactly `value` and nothing
    /// in it can end the string or interpolate.
    private func q(_ value: String) -> String { String(RubyText.inspect(value).dropFirst().dropLast()) }

    /// The podspec, exactly as CocoaPods writes it except that the header names `podspec spec lint`; every
    /// value escaped for its Ruby string literal.
    var text: String {
        """
        #
        #  Be sure to run `podspec spec lint \(q(name)).podspec' to ensure this is a
        #  valid spec and to remove all comments including this before submitting the spec.
        #
        #  To learn more about Podspec attributes see https://guides.cocoapods.org/syntax/podspec.html
        #  To see working Podspecs in the CocoaPods repo see https://github.com/CocoaPods/Specs/
        #

        Pod::Spec.new do |spec|

          # ―――  Spec Metadata  ―――――――――――――――――――――――――――――――――――――――――――――――――――――――――― #
          #
          #  These will help people to find your library, and whilst it
          #  can feel like a chore to fill in it's definitely to your advantage. The
          #  summary should be tweet-length, and the description more in depth.
          #

          spec.name         = "\(q(name))"
          spec.version      = "\(q(version))"
          spec.summary      = "\(q(summary))"

          # This description is used to generate tags and improve search results.
          #   * Think: What does it do? Why did you write it? What is the focus?
          #   * Try to keep it short, snappy and to the point.
          #   * Write the description between the DESC delimiters below.
          #   * Finally, don't worry about the indent, CocoaPods strips it!
          spec.description  = <<-DESC
                           DESC

          spec.homepage     = "\(q(homepage))"
          # spec.screenshots  = "www.example.com/screenshots_1.gif", "www.example.com/screenshots_2.gif"


          # ―――  Spec License  ――――――――――――――――――――――――――――――――――――――――――――――――――――――――――― #
          #
          #  Licensing your code is important. See https://choosealicense.com for more info.
          #  CocoaPods will detect a license file if there is a named LICENSE*
          #  Popular ones are 'MIT', 'BSD' and 'Apache License, Version 2.0'.
          #

          spec.license      = "MIT (example)"
          # spec.license      = { :type => "MIT", :file => "FILE_LICENSE" }


          # ――― Author Metadata  ――――――――――――――――――――――――――――――――――――――――――――――――――――――――― #
          #
          #  Specify the authors of the library, with email addresses. Email addresses
          #  of the authors are extracted from the SCM log. E.g. $ git log. CocoaPods also
          #  accepts just a name if you'd rather not provide an email address.
          #
          #  Specify a social_media_url where others can refer to, for example a twitter
          #  profile URL.
          #

          spec.author             = { "\(q(authorName))" => "\(q(authorEmail))" }
          # Or just: spec.author    = "\(q(authorName))"
          # spec.authors            = { "\(q(authorName))" => "\(q(authorEmail))" }
          # spec.social_media_url   = "https://twitter.com/\(q(authorName))"

          # ――― Platform Specifics ――――――――――――――――――――――――――――――――――――――――――――――――――――――― #
          #
          #  If this Pod runs only on iOS or OS X, then specify the platform and
          #  the deployment target. You can optionally include the target after the platform.
          #

          # spec.platform     = :ios
          # spec.platform     = :ios, "5.0"

          #  When using multiple platforms
          # spec.ios.deployment_target = "5.0"
          # spec.osx.deployment_target = "10.7"
          # spec.watchos.deployment_target = "2.0"
          # spec.tvos.deployment_target = "9.0"
          # spec.visionos.deployment_target = "1.0"


          # ――― Source Location ―――――――――――――――――――――――――――――――――――――――――――――――――――――――――― #
          #
          #  Specify the location from where the source should be retrieved.
          #  Supports git, hg, bzr, svn and HTTP.
          #

          spec.source       = { :git => "\(q(sourceURL))", \(refType) => "\(ref)" }


          # ――― Source Code ―――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――― #
          #
          #  CocoaPods is smart about how it includes source code. For source files
          #  giving a folder will include any swift, h, m, mm, c & cpp files.
          #  For header files it will include any header in the folder.
          #  Not including the public_header_files will make all headers public.
          #

          spec.source_files  = "Classes", "Classes/**/*.{h,m}"
          spec.exclude_files = "Classes/Exclude"

          # spec.public_header_files = "Classes/**/*.h"


          # ――― Resources ―――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――― #
          #
          #  A list of resources included with the Pod. These are copied into the
          #  target bundle with a build phase script. Anything else will be cleaned.
          #  You can preserve files from being cleaned, please don't preserve
          #  non-essential files like tests, examples and documentation.
          #

          # spec.resource  = "icon.png"
          # spec.resources = "Resources/*.png"

          # spec.preserve_paths = "FilesToSave", "MoreFilesToSave"


          # ――― Project Linking ―――――――――――――――――――――――――――――――――――――――――――――――――――――――――― #
          #
          #  Link your library with frameworks, or libraries. Libraries do not include
          #  the lib prefix of their name.
          #

          # spec.framework  = "SomeFramework"
          # spec.frameworks = "SomeFramework", "AnotherFramework"

          # spec.library   = "iconv"
          # spec.libraries = "iconv", "xml2"


          # ――― Project Settings ――――――――――――――――――――――――――――――――――――――――――――――――――――――――― #
          #
          #  If your library depends on compiler flags you can set them in the xcconfig hash
          #  where they will only apply to your library. If you depend on other Podspecs
          #  you can include multiple dependencies to ensure it works.

          # spec.requires_arc = true

          # spec.xcconfig = { "HEADER_SEARCH_PATHS" => "$(SDKROOT)/usr/include/libxml2" }
          # spec.dependency "JSONKit", "~> 1.4"

        end

        """
    }
}
