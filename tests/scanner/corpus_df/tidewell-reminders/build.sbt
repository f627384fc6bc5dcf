ThisBuild / scalaVersion := "3.3.1"

lazy val reminders = project
  .in(file("."))
  .settings(
    name := "tidewell-reminders",
    libraryDependencies ++= Seq(
      "dev.zio" %% "zio" % "2.0.21",
      "dev.zio" %% "zio-http" % "3.0.0-RC4",
      "dev.zio" %% "zio-json" % "0.6.2",
      "dev.zio" %% "zio-config-typesafe" % "4.0.1",
      "dev.zio" %% "zio-config-magnolia" % "4.0.1",
      "org.scalameta" %% "munit" % "1.0.0-M10" % Test,
      "org.wiremock" % "wiremock-standalone" % "3.3.1" % Test
    )
  )
