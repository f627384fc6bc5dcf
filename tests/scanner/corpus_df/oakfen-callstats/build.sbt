ThisBuild / scalaVersion := "2.13.12"

val http4sVersion = "0.23.25"
val circeVersion = "0.14.6"

lazy val callstats = (project in file("."))
  .settings(
    name := "callstats",
    libraryDependencies ++= Seq(
      "org.typelevel" %% "cats-effect" % "3.5.3",
      "org.http4s" %% "http4s-ember-client" % http4sVersion,
      "org.http4s" %% "http4s-circe" % http4sVersion,
      "org.http4s" %% "http4s-dsl" % http4sVersion,
      "io.circe" %% "circe-generic" % circeVersion,
      "com.github.pureconfig" %% "pureconfig" % "0.17.5",
      "org.typelevel" %% "munit-cats-effect" % "2.0.0-M4" % Test,
      "com.github.tomakehurst" % "wiremock-jre8-standalone" % "2.35.1" % Test
    ),
    scalacOptions ++= Seq("-Xsource:3", "-Wunused:imports")
  )
