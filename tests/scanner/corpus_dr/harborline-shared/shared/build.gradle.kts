import com.codingfeline.buildkonfig.compiler.FieldSpec.Type.STRING
import java.util.Properties

plugins {
    kotlin("multiplatform") version "2.0.0"
    kotlin("plugin.serialization") version "2.0.0"
    id("com.android.library") version "8.4.1"
    id("com.codingfeline.buildkonfig") version "0.15.1"
}

val localProps = Properties().apply {
    rootProject.file("local.properties").takeIf { it.exists() }?.inputStream()?.use { load(it) }
}

kotlin {
    androidTarget()
    listOf(iosX64(), iosArm64(), iosSimulatorArm64()).forEach {
        it.binaries.framework { baseName = "HarborShared" }
    }

    sourceSets {
        commonMain.dependencies {
            implementation("io.ktor:ktor-client-core:2.3.12")
            implementation("io.ktor:ktor-client-content-negotiation:2.3.12")
            implementation("io.ktor:ktor-serialization-kotlinx-json:2.3.12")
            implementation("org.jetbrains.kotlinx:kotlinx-coroutines-core:1.8.1")
        }
        androidMain.dependencies { implementation("io.ktor:ktor-client-okhttp:2.3.12") }
        iosMain.dependencies { implementation("io.ktor:ktor-client-darwin:2.3.12") }
        commonTest.dependencies {
            implementation(kotlin("test"))
            implementation("io.ktor:ktor-client-mock:2.3.12")
        }
    }
}

android {
    namespace = "com.harborline.shared"
    compileSdk = 34
    defaultConfig { minSdk = 26 }
}

buildkonfig {
    packageName = "com.harborline.shared"
    defaultConfigs {
        buildConfigField(STRING, "RINGLANE_HOST", localProps.getProperty("ringlane.host") ?: "https://api.ringlane.io")
        buildConfigField(STRING, "RINGLANE_KEY", localProps.getProperty("ringlane.key") ?: "rl_pk_Q8vN3xT6mKw2Hs9Lc4Pd7Ry1")
        buildConfigField(STRING, "BACKEND_URL", "https://api.harborline.com")
    }
}
