plugins {
    id("com.android.application")
    kotlin("android")
    kotlin("kapt")
}

android {
    namespace = "com.kestrelledger.repapp"
    compileSdk = 34

    defaultConfig {
        applicationId = "com.kestrelledger.repapp"
        minSdk = 26
        targetSdk = 34
        versionCode = 412
        versionName = "4.12.0"
        buildConfigField("boolean", "CALLBROOK_V2", "false")
        buildConfigField("String", "CALLBROOK_HOST", "\"https://api.callbrook.io\"")
    }

    buildTypes {
        debug {
            buildConfigField("String", "CALLBROOK_SHARED_KEY", "\"cb_dbg_p7LwQ2nX9rTz4KvM8sHy1c\"")
        }
        release {
            isMinifyEnabled = true
            buildConfigField("String", "CALLBROOK_SHARED_KEY", "\"${System.getenv("CALLBROOK_SHARED_KEY") ?: ""}\"")
        }
    }
    buildFeatures { buildConfig = true }
}

dependencies {
    implementation("com.squareup.retrofit2:retrofit:2.11.0")
    implementation("com.squareup.retrofit2:converter-moshi:2.11.0")
    implementation("com.squareup.okhttp3:okhttp:4.12.0")
    testImplementation("com.squareup.okhttp3:mockwebserver:4.12.0")
    testImplementation("junit:junit:4.13.2")
}
