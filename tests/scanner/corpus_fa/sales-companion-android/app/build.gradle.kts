plugins {
    id("com.android.application")
    kotlin("android")
    kotlin("kapt")
    id("com.google.dagger.hilt.android")
}

android {
    namespace = "com.brightcart.salescompanion"
    compileSdk = 34

    defaultConfig {
        applicationId = "com.brightcart.salescompanion"
        minSdk = 26
        targetSdk = 34
        versionCode = 57
        versionName = "3.8.0"
        buildConfigField("String", "RINGLANE_BASE_URL", "\"${project.property("ringlane.baseUrl")}\"")
        buildConfigField("String", "BACKEND_BASE_URL", "\"${project.property("backend.baseUrl")}\"")
    }

    buildTypes {
        debug {
            buildConfigField("String", "RINGLANE_API_KEY", "\"rl_4Kq9TzWm2XcV8pLn5HbR7sYd\"")
        }
        release {
            isMinifyEnabled = true
            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"), "proguard-rules.pro")
            buildConfigField("String", "RINGLANE_API_KEY", "\"${System.getenv("RINGLANE_API_KEY") ?: ""}\"")
        }
    }
    buildFeatures {
        compose = true
        buildConfig = true
    }
    composeOptions { kotlinCompilerExtensionVersion = "1.5.11" }
}

dependencies {
    implementation(project(":shared"))
    implementation(platform("androidx.compose:compose-bom:2024.04.01"))
    implementation("androidx.compose.material3:material3")
    implementation("androidx.lifecycle:lifecycle-viewmodel-compose:2.7.0")
    implementation("com.squareup.retrofit2:retrofit:2.11.0")
    implementation("com.squareup.retrofit2:converter-moshi:2.11.0")
    implementation("com.squareup.okhttp3:logging-interceptor:4.12.0")
    implementation("com.google.dagger:hilt-android:2.51")
    kapt("com.google.dagger:hilt-compiler:2.51")
    testImplementation("org.junit.jupiter:junit-jupiter:5.10.2")
    testImplementation("com.squareup.okhttp3:mockwebserver:4.12.0")
    testImplementation("org.jetbrains.kotlinx:kotlinx-coroutines-test:1.8.0")
}
