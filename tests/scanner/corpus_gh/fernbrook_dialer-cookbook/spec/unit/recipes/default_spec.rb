require 'chefspec'

describe 'fernbrook_dialer::default' do
  let(:chef_run) do
    ChefSpec::SoloRunner.new(platform: 'ubuntu', version: '22.04') do |node|
      node.override['dialer']['voxmint']['api_key'] = 'placeholder'
    end.converge(described_recipe)
  end

  before do
    stub_data_bag_item('dialer', 'secrets').and_return({})
  end

  it 'renders the dialer config' do
    expect(chef_run).to create_template('/etc/dialer/dialer.yml')
  end

  it 'keeps the env file private' do
    expect(chef_run).to create_template('/etc/dialer/dialer.env').with(mode: '0600', sensitive: true)
  end
end
