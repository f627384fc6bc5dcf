addSbtPlugin("com.typesafe.play" % "sbt-plugin" % "2.9.1")
addSbtPlugin("org.scalameta" % "sbt-scalafmt" % "2.5.2")
addSbtPlugin("com.github.sbt" % "sbt-native-packager" % "1.9.16")
