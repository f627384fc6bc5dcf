plugins {
    id("com.android.application")
    id("org.jetbrains.kotlin.android")
    id("com.google.devtools.ksp")
    id("com.google.dagger.hilt.android")
}

android {
    namespace = "health.carely.staff"
    compileSdk = 34

    defaultConfig {
        applicationId = "health.carely.staff"
        minSdk = 26
        targetSdk = 34
        versionCode = 118
        versionName = "3.9.1"

        buildConfigField("String", "CARELY_API_BASE", "\"https://api.carely.health/v1/\"")
        buildConfigField("String", "BEACON_BASE_URL", "\"https://carely.ringpilot.io/api/public/v1/\"")
        buildConfigField("String", "BEACON_SHARED_KEY", "\"Rb7Lm2Qx9Wn4Ks8Vp1Tz6Hc3Jd5Fy0Ge\"")
        buildConfigField("String", "STRIPE_PUBLISHABLE_KEY", "\"pk_test_51Nq8zKJv3mXcR0aB2yTt7hLwPq\"")
    }

    buildTypes {
        release {
            isMinifyEnabled = true
            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"), "proguard-rules.pro")
        }
        debug {
            applicationIdSuffix = ".debug"
            buildConfigField("String", "BEACON_BASE_URL", "\"https://carely-sandbox.ringpilot.io/api/public/v1/\"")
        }
    }

    buildFeatures {
        buildConfig = true
        compose = true
    }

    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }
    kotlinOptions { jvmTarget = "17" }
    composeOptions { kotlinCompilerExtensionVersion = "1.5.10" }
}

dependencies {
    implementation("com.squareup.retrofit2:retrofit:2.11.0")
    implementation("com.squareup.retrofit2:converter-moshi:2.11.0")
    implementation("com.squareup.okhttp3:logging-interceptor:4.12.0")
    implementation("com.google.dagger:hilt-android:2.51")
    ksp("com.google.dagger:hilt-compiler:2.51")
    implementation("androidx.compose.material3:material3:1.2.1")
    testImplementation("junit:junit:4.13.2")
    testImplementation("com.squareup.okhttp3:mockwebserver:4.12.0")
}
