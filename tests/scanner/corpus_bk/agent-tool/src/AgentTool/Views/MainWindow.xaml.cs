using System.Windows;
using Brightline.AgentTool.Services;

namespace Brightline.AgentTool.Views;

public partial class MainWindow : Window
{
    private readonly HarborHttpClient _harbor;
    private readonly AgentIdentity _me;

    public MainWindow(HarborHttpClient harbor, AgentIdentity me)
    {
        InitializeComponent();
        _harbor = harbor;
        _me = me;
        Loaded += async (_, _) => await RefreshListsAsync();
    }

    private async Task RefreshListsAsync()
    {
        StatusText.Text = "Loading lists…";
        try
        {
            ListsGrid.ItemsSource = await _harbor.GetListsAsync(_me);
            StatusText.Text = "";
        }
        catch (HarborUnavailableException ex)
        {
            StatusText.Text = ex.Message;
            MessageBox.Show(this, ex.Message, "CallHarbor", MessageBoxButton.OK, MessageBoxImage.Warning);
        }
        catch (HarborApiException ex)
        {
            StatusText.Text = ex.Message;
            foreach (var d in ex.Details)
                ValidationList.Items.Add(d.Path + ": " + d.Message);
        }
    }
}
