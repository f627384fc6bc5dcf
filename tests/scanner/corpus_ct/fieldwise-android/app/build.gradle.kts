plugins {
    id("com.android.application")
    id("org.jetbrains.kotlin.android")
    id("com.google.devtools.ksp")
    id("com.google.dagger.hilt.android")
}

android {
    namespace = "com.fieldwise.app"
    compileSdk = 34

    defaultConfig {
        applicationId = "com.fieldwise.app"
        minSdk = 26
        targetSdk = 34
        versionCode = 412
        versionName = "4.12.0"
        testInstrumentationRunner = "androidx.test.runner.AndroidJUnitRunner"

        buildConfigField("String", "FIELDWISE_API_URL", "\"https://app.fieldwise.co/api/\"")
        buildConfigField("String", "TELEMETRY_URL", "\"https://telemetry.fieldwise.co/v1/\"")
        buildConfigField("String", "RINGLANE_BASE_URL", "\"https://api.ringlane.io/api/public/v1/\"")
        buildConfigField("String", "RINGLANE_API_KEY", "\"rl_7dJq2MvX9pLk4WnZ8sTb3HcE\"")
        buildConfigField("String", "MAPBOX_TOKEN", "\"${project.findProperty("mapboxToken") ?: ""}\"")
    }

    buildTypes {
        debug {
            applicationIdSuffix = ".debug"
            buildConfigField("String", "RINGLANE_BASE_URL", "\"https://sandbox.ringlane.io/api/public/v1/\"")
            buildConfigField("String", "RINGLANE_API_KEY", "\"${System.getenv("RINGLANE_SANDBOX_KEY") ?: ""}\"")
        }
        release {
            isMinifyEnabled = true
            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"), "proguard-rules.pro")
            signingConfig = signingConfigs.getByName("debug")
        }
    }

    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }
    kotlinOptions {
        jvmTarget = "17"
    }
    buildFeatures {
        buildConfig = true
        compose = true
    }
}

dependencies {
    implementation("androidx.core:core-ktx:1.12.0")
    implementation("com.squareup.retrofit2:retrofit:2.9.0")
    implementation("com.squareup.retrofit2:converter-moshi:2.9.0")
    implementation("com.squareup.okhttp3:okhttp:4.12.0")
    implementation("com.squareup.okhttp3:logging-interceptor:4.12.0")
    implementation("com.squareup.moshi:moshi-kotlin:1.15.0")
    ksp("com.squareup.moshi:moshi-kotlin-codegen:1.15.0")
    implementation("com.google.dagger:hilt-android:2.50")
    ksp("com.google.dagger:hilt-compiler:2.50")
    testImplementation("junit:junit:4.13.2")
    testImplementation("com.squareup.okhttp3:mockwebserver:4.12.0")
    testImplementation("org.jetbrains.kotlinx:kotlinx-coroutines-test:1.7.3")
}
