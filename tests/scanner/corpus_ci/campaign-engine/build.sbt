ThisBuild / scalaVersion := "2.13.12"
ThisBuild / organization := "io.fjordline"

lazy val root = (project in file("."))
  .settings(
    name := "campaign-engine",
    libraryDependencies ++= Seq(
      "com.softwaremill.sttp.client3" %% "core" % "3.9.1",
      "com.softwaremill.sttp.client3" %% "circe" % "3.9.1",
      "org.http4s" %% "http4s-ember-server" % "0.23.24",
      "org.http4s" %% "http4s-dsl" % "0.23.24",
      "dev.zio" %% "zio" % "2.0.19",
      "io.circe" %% "circe-generic" % "0.14.6",
      "com.github.pureconfig" %% "pureconfig" % "0.17.4",
      "org.scalameta" %% "munit" % "0.7.29" % Test
    )
  )
