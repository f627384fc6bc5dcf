using System.Net.Http.Headers;
using System.Windows;
using Harborline.Dialer.Services.Backend;
using Harborline.Dialer.Services.Notifications;
using Harborline.Dialer.Services.Ringmesh;
using Harborline.Dialer.ViewModels;
using Harborline.Dialer.Views;
using Microsoft.Extensions.Configuration;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Hosting;
using Microsoft.Extensions.Options;
using Polly;
using Polly.Extensions.Http;

namespace Harborline.Dialer;

public partial class App : Application
{
    private readonly IHost _host;

    public App()
    {
        _host = Host.CreateDefaultBuilder()
            .ConfigureAppConfiguration((ctx, cfg) =>
            {
                cfg.AddJsonFile("appsettings.json", optional: false);
                cfg.AddJsonFile($"appsettings.{ctx.HostingEnvironment.EnvironmentName}.json", optional: true);
                cfg.AddUserSecrets<App>(optional: true);
                cfg.AddEnvironmentVariables(prefix: "HARBORLINE_");
            })
            .ConfigureServices((ctx, services) =>
            {
                services.Configure<RingmeshOptions>(ctx.Configuration.GetSection(RingmeshOptions.Section));
                services.Configure<BackendOptions>(ctx.Configuration.GetSection("Backend"));
                services.AddSingleton<ISessionContext, SessionContext>();
                services.AddTransient<ActingUserHandler>();

                services.AddHttpClient<IRingmeshClient, RingmeshClient>((sp, http) =>
                    {
                        var opts = sp.GetRequiredService<IOptions<RingmeshOptions>>().Value;
                        http.BaseAddress = new Uri(opts.BaseUrl);
                        http.Timeout = TimeSpan.FromSeconds(opts.TimeoutSeconds);
                        http.DefaultRequestHeaders.Add(RingmeshHeaders.ApiKey, opts.ApiKey);
                        http.DefaultRequestHeaders.Accept.Add(new MediaTypeWithQualityHeaderValue("application/json"));
                    })
                    .AddHttpMessageHandler<ActingUserHandler>()
                    .AddPolicyHandler((sp, _) => RingmeshRetryPolicy.Create(
                        sp.GetRequiredService<IOptions<RingmeshOptions>>().Value.MaxRetries));

                services.AddHttpClient<IBackendClient, BackendClient>((sp, http) =>
                    {
                        var opts = sp.GetRequiredService<IOptions<BackendOptions>>().Value;
                        http.BaseAddress = new Uri(opts.BaseUrl);
                        http.Timeout = TimeSpan.FromSeconds(opts.TimeoutSeconds);
                    })
                    .AddHttpMessageHandler<BackendAuthHandler>()
                    .AddPolicyHandler(HttpPolicyExtensions.HandleTransientHttpError()
                        .WaitAndRetryAsync(2, i => TimeSpan.FromMilliseconds(300 * i)));
                services.AddTransient<BackendAuthHandler>();

                services.AddHttpClient<IAlertNotifier, SendGridNotifier>(http =>
                {
                    http.BaseAddress = new Uri("https://api.sendgrid.com/v3/");
                });

                services.AddSingleton<MainViewModel>();
                services.AddTransient<ContactListsViewModel>();
                services.AddSingleton<MainWindow>();
            })
            .Build();
    }

    protected override async void OnStartup(StartupEventArgs e)
    {
        await _host.StartAsync();
        _host.Services.GetRequiredService<MainWindow>().Show();
        base.OnStartup(e);
    }

    protected override async void OnExit(ExitEventArgs e)
    {
        await _host.StopAsync(TimeSpan.FromSeconds(5));
        _host.Dispose();
        base.OnExit(e);
    }
}
