plugins {
    kotlin("multiplatform")
    kotlin("plugin.serialization") version "1.9.23"
    id("com.android.library")
}

kotlin {
    androidTarget()
    iosArm64()
    iosSimulatorArm64()

    sourceSets {
        commonMain.dependencies {
            implementation("io.ktor:ktor-client-core:2.3.10")
            implementation("io.ktor:ktor-client-content-negotiation:2.3.10")
            implementation("io.ktor:ktor-serialization-kotlinx-json:2.3.10")
            implementation("org.jetbrains.kotlinx:kotlinx-coroutines-core:1.8.0")
        }
        androidMain.dependencies { implementation("io.ktor:ktor-client-okhttp:2.3.10") }
        iosMain.dependencies { implementation("io.ktor:ktor-client-darwin:2.3.10") }
        commonTest.dependencies {
            implementation(kotlin("test"))
            implementation("io.ktor:ktor-client-mock:2.3.10")
        }
    }
}

android {
    namespace = "com.brightcart.shared"
    compileSdk = 34
    defaultConfig { minSdk = 26 }
}
