ThisBuild / scalaVersion := "2.13.13"
ThisBuild / organization := "com.quillfield"

lazy val root = (project in file("."))
  .settings(
    name := "policy-sync",
    libraryDependencies ++= Seq(
      "com.softwaremill.sttp.client3" %% "core"  % "3.9.5",
      "com.softwaremill.sttp.client3" %% "circe" % "3.9.5",
      "io.circe" %% "circe-generic" % "0.14.6",
      "com.typesafe" % "config" % "1.4.3",
      "org.scalameta" %% "munit" % "0.7.29" % Test
    )
  )
