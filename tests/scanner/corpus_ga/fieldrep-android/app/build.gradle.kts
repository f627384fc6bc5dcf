import java.util.Properties

plugins {
    alias(libs.plugins.android.application)
    alias(libs.plugins.kotlin.android)
    alias(libs.plugins.kotlin.kapt)
    alias(libs.plugins.hilt)
}

val localProps = Properties().apply {
    val f = rootProject.file("local.properties")
    if (f.exists()) f.inputStream().use { load(it) }
}

fun secret(name: String, envName: String): String =
    localProps.getProperty(name) ?: System.getenv(envName) ?: ""

android {
    namespace = "com.harborline.fieldrep"
    compileSdk = 34

    defaultConfig {
        applicationId = "com.harborline.fieldrep"
        minSdk = 26
        targetSdk = 34
        versionCode = 412
        versionName = "4.12.0"
        testInstrumentationRunner = "androidx.test.runner.AndroidJUnitRunner"

        buildConfigField("String", "BACKEND_BASE_URL", "\"https://fieldrep-api.harborline.com/v1/\"")
        buildConfigField("String", "CALLPILOT_API_KEY", "\"${secret("callpilot.apiKey", "CALLPILOT_API_KEY")}\"")
        manifestPlaceholders["mapsApiKey"] = secret("maps.apiKey", "MAPS_API_KEY")
    }

    buildTypes {
        debug {
            applicationIdSuffix = ".debug"
            buildConfigField("String", "CALLPILOT_BASE_URL", "\"https://api.staging.callpilot.io/api/public/v1/\"")
            // TODO(ANDR-881): remove once everyone has local.properties set up
            buildConfigField("String", "CALLPILOT_FALLBACK_KEY", "\"cpk_7RtX2mQ9vLs4Hd8NwZ3kJb6Y\"")
        }
        release {
            isMinifyEnabled = true
            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"), "proguard-rules.pro")
            buildConfigField("String", "CALLPILOT_BASE_URL", "\"https://api.callpilot.io/api/public/v1/\"")
            buildConfigField("String", "CALLPILOT_FALLBACK_KEY", "\"\"")
        }
    }

    buildFeatures {
        buildConfig = true
        compose = true
    }
    composeOptions { kotlinCompilerExtensionVersion = "1.5.14" }
    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }
    kotlinOptions { jvmTarget = "17" }
}

dependencies {
    implementation(libs.retrofit)
    implementation(libs.retrofit.moshi)
    implementation(libs.okhttp.logging)
    implementation(libs.moshi.kotlin)
    kapt(libs.moshi.codegen)
    implementation(libs.hilt.android)
    kapt(libs.hilt.compiler)
    testImplementation(libs.junit)
    testImplementation(libs.okhttp.mockwebserver)
    testImplementation(libs.coroutines.test)
}
