plugins {
    id("com.android.application")
    id("org.jetbrains.kotlin.android")
    id("org.jetbrains.kotlin.plugin.serialization")
}

android {
    namespace = "com.oakhollow.field"
    compileSdk = 34

    defaultConfig {
        applicationId = "com.oakhollow.field"
        minSdk = 26
        targetSdk = 34
        versionCode = 412
        versionName = "4.12.0"
        buildConfigField("String", "BACKEND_URL", "\"https://field-api.oakhollow.com/\"")
    }

    buildTypes {
        debug {
            buildConfigField("String", "DIALSTACK_BASE_URL", "\"https://sandbox.dialstack.io/api/public/v1/\"")
            buildConfigField("String", "DIALSTACK_API_KEY", "\"ds_dev_p3Lx9QwT7vNb2KmZ8rYc\"")
        }
        release {
            isMinifyEnabled = true
            buildConfigField("String", "DIALSTACK_BASE_URL", "\"https://api.dialstack.io/api/public/v1/\"")
            buildConfigField("String", "DIALSTACK_API_KEY", "\"${System.getenv("DIALSTACK_API_KEY") ?: ""}\"")
            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"), "proguard-rules.pro")
        }
    }
    buildFeatures { buildConfig = true }
}

dependencies {
    implementation("com.squareup.retrofit2:retrofit:2.11.0")
    implementation("com.squareup.okhttp3:okhttp:4.12.0")
    implementation("com.squareup.okhttp3:logging-interceptor:4.12.0")
    implementation("com.jakewharton.retrofit:retrofit2-kotlinx-serialization-converter:1.0.0")
    implementation("org.jetbrains.kotlinx:kotlinx-serialization-json:1.6.3")
    testImplementation("com.squareup.okhttp3:mockwebserver:4.12.0")
}
